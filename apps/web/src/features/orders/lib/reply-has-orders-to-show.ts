/** Which orders home's widget shows, as data the page's landing script can be given (orders-to-show.ts). */
export interface OrdersToShowRule {
  /** The statuses of an order that has ended: any other is under way, and shown. */
  ended: readonly string[];
  /** Of those, the ones still shown for `keptMs` after the order's last change (a cancellation). */
  kept: readonly string[];
  keptMs: number;
}

/**
 * hasOrdersToShow as the page's landing script asks it, of the orders list's raw reply (a bare list or
 * `{ data }`), before any of the app's code has arrived: it starts the widget's code with the page when
 * the reply says home will draw it (app/landing-screens.ts). Written into the page as its source with the
 * rule as data (ORDERS_TO_SHOW, from the domain's statuses), so it uses nothing but its arguments;
 * reply-has-orders-to-show.test.ts holds it to hasOrdersToShow for every status.
 */
export function replyHasOrdersToShow(data: unknown, now: number, rule: OrdersToShowRule): boolean {
  const answer = data as { data?: unknown } | null;
  const list: unknown = Array.isArray(data) ? data : answer?.data;
  if (!Array.isArray(list)) return false;
  return list.some((order: { status?: unknown; updatedAt?: unknown } | null) => {
    if (!order) return false;
    const status = String(order.status);
    if (!rule.ended.includes(status)) return true;
    return rule.kept.includes(status) && now - Date.parse(String(order.updatedAt)) < rule.keptMs;
  });
}
