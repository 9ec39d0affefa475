import { englishText, type Translate } from '../common/translate.js';
/**
 * PRODUCT.md §4 "Cancelled reason text (precedence)": what the cancelled-order banner says. The input is loose on
 * purpose: an order, or a socket event merged into one, may carry any of these fields.
 */
export interface CancelledOrderLike {
  cancelledBy?: string | null | undefined;
  cancellationReason?: string | null | undefined;
  /** A bare `reason`, as an orderCancelled event carries it. */
  reason?: string | null | undefined;
  timeline?: readonly CancelTimelineEntry[] | null | undefined;
}

interface CancelTimelineEntry {
  status: string;
  note?: string | null | undefined;
  updatedBy?: { role?: string | null; name?: string | null } | string | null | undefined;
}

const text = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** The timeline entry that recorded the cancellation (the last one, if there are several). */
function cancelEntry(order: CancelledOrderLike): CancelTimelineEntry | undefined {
  return [...(order.timeline ?? [])].reverse().find((entry) => entry.status === 'cancelled');
}

function updaterRole(entry: CancelTimelineEntry | undefined): string {
  const by = entry?.updatedBy;
  if (!by) return '';
  return typeof by === 'string' ? by : text(by.role ?? '');
}

const adminText = (reason: string, t: Translate): string =>
  reason ? t('Order cancelled by admin: {reason}', { reason }) : t('Order cancelled by admin');

export function cancelledReasonText(order: CancelledOrderLike, translate: Translate = englishText): string {
  const t = translate;
  const cancelledBy = text(order.cancelledBy);
  const cancellationReason = text(order.cancellationReason);
  const reason = text(order.reason);
  const entry = cancelEntry(order);

  // 1. An admin's cancellation names the admin and then the reason the admin typed (issue 30): the
  // customer reads why ("Shop closed for stock-taking"), not a bare "cancelled by admin".
  if (cancelledBy === 'admin') return adminText(cancellationReason || reason || text(entry?.note), t);
  // 2. The customer's own words, if any.
  if (cancelledBy === 'customer') return cancellationReason || t('Order cancelled by customer');
  // 3. A bare reason comes from the shopper's cancel event.
  if (reason) return t('Shopper cancelled: {reason}', { reason });
  // 4.
  if (cancellationReason) return cancellationReason;
  // 5.
  if (cancelledBy === 'shopper') {
    const note = text(entry?.note);
    return note
      ? t('Shopper cancelled: {reason}', { reason: note })
      : t('Shopper cancelled: No reason provided');
  }
  // 6. Nothing on the order says who: the timeline's updater decides.
  const role = updaterRole(entry);
  if (role === 'admin') return adminText(cancellationReason || text(entry?.note), t);
  if (role === 'customer') return t('Order cancelled by customer');
  if (role === 'shopper') {
    const note = text(entry?.note);
    return note
      ? t('Shopper cancelled: {reason}', { reason: note })
      : t('Shopper cancelled: No reason provided');
  }
  return t('Order cancelled');
}

/** PRODUCT.md §9 refund message: only when something was paid online; a cash order owes nothing. */
export function cancelledPaymentText(
  order: { paymentMethod?: string | null; paymentStatus?: string | null },
  translate: Translate = englishText,
): string {
  const paidOnline = order.paymentMethod !== 'cash' && order.paymentStatus === 'paid';
  return paidOnline
    ? translate('Your refund will be processed within 3 to 5 business days.')
    : translate('This was a cash on delivery order, so nothing was charged and nothing is due.');
}

/**
 * The PRODUCT.md §4 reason text for an order as the server sends it. The server keeps the shopper's words in
 * `cancellationReason`, which the live event carries as `reason`; reading them as that keeps one
 * wording on the banner, the order page, the card and the widget ("Shopper cancelled: ...").
 */
export function cancelledOrderReasonText(
  order: CancelledOrderLike,
  translate: Translate = englishText,
): string {
  const shopperWords = order.cancelledBy === 'shopper' ? order.cancellationReason : null;
  return cancelledReasonText({ ...order, reason: order.reason ?? shopperWords }, translate);
}
