import type { Order, OrderPicksEvent } from '@jhola/domain';

/** Issue 29: the shopper's saved ticks replace each item's pick (items named by their itemId). */
export function applyPicks(order: Order, event: OrderPicksEvent): Order {
  if (order._id !== event.orderId) return order;
  const byItem = new Map(event.items.map((item) => [item.itemId, item.pick]));
  return {
    ...order,
    items: order.items.map((item) =>
      item.itemId && byItem.has(item.itemId) ? { ...item, pick: byItem.get(item.itemId) ?? null } : item,
    ),
  };
}
