import { isTerminalStatus } from '@jhola/domain';

/**
 * Issue 47: whether the customer has an order to follow live: the socket told of one (a snapshot with
 * orders in it, the active ones and those cancelled while away, or any move, message or location of
 * one), or a page read one still under way (its page, the list, home's widget). Until then the live
 * order layer's code (with the order screens' kit, 16 KiB) is not loaded: most customers have no order
 * under way. Its moves are held for it meanwhile (socket.ts), so none is lost.
 *
 * The read counts as well as the socket: an order that moved between the page's read and the socket's
 * connect (the socket comes after the first screen) is in no snapshot once it is delivered, and the
 * page, with no layer to fetch it again on connecting, showed it on its way for good.
 */
const ORDER_EVENTS = new Set([
  'orderStatusUpdate',
  'order:message',
  'order:messagesRead',
  'order:picks',
  'order:claim',
  'delivery_location_update',
]);

let seen = false;
const listeners = new Set<() => void>();

/** Called with every event the socket receives. */
export function noteOrderActivity(event: string, args: unknown[]): void {
  if (seen) return;
  const snapshot = event === 'ordersSnapshot' ? (args[0] as { orders?: unknown[] } | undefined) : undefined;
  if (!ORDER_EVENTS.has(event) && !snapshot?.orders?.length) return;
  tell();
}

/** Called with the orders an answer of the API held: one still under way opens the live layer. */
export function noteOrdersRead(orders: readonly { status: string }[]): void {
  if (!seen && orders.some((order) => !isTerminalStatus(order.status))) tell();
}

function tell(): void {
  seen = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Calls `listener` once, when (or at once if) an order has been heard of; returns the unsubscribe. */
export function onOrderActivity(listener: () => void): () => void {
  if (seen) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sign-out: the next customer's orders are their own. */
export function forgetOrderActivity(): void {
  seen = false;
}
