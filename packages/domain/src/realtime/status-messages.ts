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
export function orderStatusMessage(status: OrderStatus | string, context: StatusMessageContext = {}): string {
  const shopper = firstName(context.shopperName) ?? 'Your personal shopper';
  switch (status) {
    case 'pending_shopper':
      return "Your order has been placed. We're finding a personal shopper for you.";
    case 'accepted_by_shopper':
      return `${shopper} has accepted your order.`;
    case 'shopper_at_shop':
      return `${shopper} has arrived at the store.`;
    case 'shopping_in_progress':
      return `${shopper} is shopping for your items.`;
    case 'shopper_revised_order':
      return `${shopper} has revised your order. Please review the changes.`;
    case 'customer_approved_revision':
      return 'You approved the revised order. Your shopper will proceed with final shopping.';
    case 'final_shopping':
      return `${shopper} is finalizing your purchase.`;
    case 'bill_uploaded':
      return 'Your bill is ready. Please review and approve it.';
    case 'bill_approved':
      return 'Bill approved. Your order is being prepared for delivery.';
    case 'out_for_delivery':
      return 'Your order is out for delivery. Share the delivery code when it arrives.';
    case 'delivered':
      return 'Your order has been delivered. Enjoy!';
    case 'cancelled': {
      const reason = context.reason?.trim();
      return reason ? `Your order was cancelled: ${reason}` : 'Your order was cancelled.';
    }
    default:
      return `Your order status is now ${statusLabel(status)}.`;
  }
}
