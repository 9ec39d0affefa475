import { type CancelledOrderLike, cancelledOrderReasonText } from '@jhola/domain';
import { tDomain } from '../../../lib/domain-text';
import { tOrders } from '../i18n';

/** The fixed reasons this app sends when the customer cancels (stored in English, shown translated). */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';
export const REVISION_CANCEL_REASON = 'Customer cancelled during revised order review';

/**
 * A cancellation reason as the banner, card, widget and tracker show it: this app's own fixed reasons
 * from its catalogue, the domain's texts from the domain catalogue; anyone's own words as written.
 */
export function translateReason(text: string): string {
  if (text === CUSTOMER_CANCEL_REASON) return tOrders('orders.cancelReason.customer');
  if (text === REVISION_CANCEL_REASON) return tOrders('orders.cancelReason.revision');
  return tDomain(text);
}

/** PRODUCT.md §4 reason text of a cancelled order, in the language on screen. */
export const cancelReasonText = (order: CancelledOrderLike): string =>
  translateReason(cancelledOrderReasonText(order, tDomain));
