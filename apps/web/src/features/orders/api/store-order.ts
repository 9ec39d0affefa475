import type { Order } from '@jhola/domain';
import type { QueryClient } from '@tanstack/react-query';
import { keepNewerLocation } from '../lib/keep-newer-location';
import { orderKeys } from './order-keys';

/** The detail entry of one order: a copy older than the cached one is ignored. */
function storeDetail(queryClient: QueryClient, order: Order): void {
  const cached = queryClient.getQueryData<Order>(orderKeys.detail(order._id));
  if (!cached || Date.parse(cached.updatedAt) <= Date.parse(order.updatedAt)) {
    queryClient.setQueryData(orderKeys.detail(order._id), keepNewerLocation(order, cached));
  }
}

/** `list` with `order` in place (or first when it is new there), unless the listed copy is newer. */
function withOrder(list: Order[], order: Order): Order[] {
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
}

/**
 * Puts fresh copies of orders into their detail entries and into the customer's list (in place, or first
 * when new there: a placement). A copy older than the cached one is ignored, and a live position newer
 * than the copy's is kept, so a late answer never turns an order back. The list is written once for all
 * of them: a snapshot of many orders written one by one compared the whole list once per order, one
 * socket message taking 30–60 ms of a fast machine's main thread (decision 0053).
 */
export function storeOrders(queryClient: QueryClient, orders: readonly Order[]): void {
  for (const order of orders) storeDetail(queryClient, order);
  if (orders.length === 0) return;
  queryClient.setQueryData<Order[]>(orderKeys.customerList(), (list) =>
    list ? orders.reduce(withOrder, list) : list,
  );
}

/** One order, as storeOrders; an answer without an order (an older server) refetches every order. */
export function storeOrder(queryClient: QueryClient, order: Order | undefined): void {
  if (!order?._id) {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    return;
  }
  storeOrders(queryClient, [order]);
}
