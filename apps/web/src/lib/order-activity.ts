/**
 * Issue 47: whether the socket has told of an order of the customer's: a snapshot with orders in it
 * (the active ones and those cancelled while away), or any move, message or location of one. Until then
 * the live order layer's code (with the order screens' kit, 16 KiB) is not loaded: most customers have
 * no order under way. Its moves are held for it meanwhile (socket.ts), so none is lost.
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
