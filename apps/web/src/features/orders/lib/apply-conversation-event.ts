import type { Order, OrderMessagesReadEvent, OrderMessagesResponse, OrderPicksEvent } from '@jhola/domain';
import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../api/order-keys';

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

/** Read receipts: the staff read my messages (or I read theirs on another device). */
export function applyMessagesRead(queryClient: QueryClient, event: OrderMessagesReadEvent): void {
  const staffRead = event.reader !== 'customer';
  queryClient.setQueryData<OrderMessagesResponse>(orderKeys.messages(event.orderId), (current) =>
    current
      ? {
          ...current,
          unread: staffRead ? current.unread : 0,
          messages: current.messages.map((m) =>
            !m.readAt && (m.from === 'customer') === staffRead ? { ...m, readAt: event.readAt } : m,
          ),
        }
      : current,
  );
}
