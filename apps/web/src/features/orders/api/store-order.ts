import type { Order } from '@jhola/domain';
import type { QueryClient } from '@tanstack/react-query';
import { keepNewerLocation } from '../lib/keep-newer-location';
import { orderKeys } from './order-keys';

/**
 * Puts a fresh copy of one order into the detail entry and into the customer's list (in place, or first
 * when it is new there: a placement). A copy older than the cached one is ignored, and a live position
 * newer than the copy's is kept, so a late answer never turns the order back.
 */
export function storeOrder(queryClient: QueryClient, order: Order | undefined): void {
  if (!order?._id) {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    return;
  }
  const cached = queryClient.getQueryData<Order>(orderKeys.detail(order._id));
  if (!cached || Date.parse(cached.updatedAt) <= Date.parse(order.updatedAt)) {
    queryClient.setQueryData(orderKeys.detail(order._id), keepNewerLocation(order, cached));
  }
  queryClient.setQueryData<Order[]>(orderKeys.customerList(), (list) => {
    if (!list) return list;
    const listed = list.find((existing) => existing._id === order._id);
    if (!listed) return [order, ...list];
    if (Date.parse(listed.updatedAt) > Date.parse(order.updatedAt)) return list;
    // A single order carries no unread count (only lists do): the list's own count stays.
    return list.map((existing) =>
      existing._id === order._id
        ? {
            ...keepNewerLocation(order, existing),
            unreadMessages: order.unreadMessages ?? existing.unreadMessages,
          }
        : existing,
    );
  });
}
