import { englishText, type Translate } from '../common/translate.js';
import type { OrderStatus } from '../orders/status.js';
import { statusLabel } from '../orders/status.js';

export interface StatusMessageContext {
  /** The assigned shopper's name, when the order has one. */
  shopperName?: string | null;
  /** Why the order was cancelled, when it was. */
  reason?: string | null;
}

const firstName = (name: string | null | undefined): string | null => {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
};

/**
 * The sentence a customer reads in a live notification when their order moves to `status`.
 * One place for the wording, so the socket events and any later e-mail or push say the same thing.
 */
export function orderStatusMessage(
  status: OrderStatus | string,
  context: StatusMessageContext = {},
  translate: Translate = englishText,
): string {
  const t = translate;
  const shopper = firstName(context.shopperName) ?? t('Your personal shopper');
  switch (status) {
    case 'pending_shopper':
      return t("Your order has been placed. We're finding a personal shopper for you.");
    case 'accepted_by_shopper':
      return t('{shopper} has accepted your order.', { shopper });
    case 'shopper_at_shop':
      return t('{shopper} has arrived at the store.', { shopper });
    case 'shopping_in_progress':
      return t('{shopper} is shopping for your items.', { shopper });
    case 'shopper_revised_order':
      return t('{shopper} has revised your order. Please review the changes.', { shopper });
    case 'customer_approved_revision':
      return t('You approved the revised order. Your shopper will proceed with final shopping.');
    case 'final_shopping':
      return t('{shopper} is finalizing your purchase.', { shopper });
    case 'bill_uploaded':
      return t('Your bill is ready. Please review and approve it.');
    case 'bill_approved':
      return t('Bill approved. Your order is being prepared for delivery.');
    case 'out_for_delivery':
      return t('Your order is out for delivery. Share the delivery code when it arrives.');
    case 'delivered':
      return t('Your order has been delivered. Enjoy!');
    case 'cancelled': {
      const reason = context.reason?.trim();
      return reason ? t('Your order was cancelled: {reason}', { reason }) : t('Your order was cancelled.');
    }
    default:
      return t('Your order status is now {status}.', { status: statusLabel(status, t) });
  }
}
