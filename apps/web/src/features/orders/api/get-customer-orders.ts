import type { Order, Pagination } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keepNewerLocation } from '../lib/keep-newer-location';
import { orderKeys } from './order-keys';

type OrderListAnswer = Order[] | { data: Order[]; pagination?: Pagination };

/** PRODUCT.md §7: limit 50, page 1, newest first. The list may arrive bare or under `data`. */
export async function getCustomerOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await apiRequest<OrderListAnswer>('/orders/customer', {
    query: { limit: 50, page: 1, sort: '-createdAt' },
    signal,
  });
  const orders = Array.isArray(answer) ? answer : (answer?.data ?? []);
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export const customerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.customerList(),
    // A position that arrived live while this was on its way is newer than what the server read.
    queryFn: async ({ signal, client }) => {
      const cached = new Map(
        client.getQueryData<Order[]>(orderKeys.customerList())?.map((order) => [order._id, order]),
      );
      const orders = await getCustomerOrders(signal);
      return orders.map((order) => keepNewerLocation(order, cached.get(order._id)));
    },
  });

export const useCustomerOrders = () => useQuery(customerOrdersQueryOptions());
