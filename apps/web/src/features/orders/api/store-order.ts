import type { Order } from '@jhola/domain';
import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from './order-keys';

/** Puts a fresh copy of one order into the detail entry and, in place, into the customer's list. */
export function storeOrder(queryClient: QueryClient, order: Order | undefined): void {
  if (!order?._id) {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    return;
  }
  queryClient.setQueryData(orderKeys.detail(order._id), order);
  queryClient.setQueryData<Order[]>(orderKeys.customerList(), (list) =>
    list ? list.map((existing) => (existing._id === order._id ? order : existing)) : list,
  );
}
