import type { Order } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keepNewerLocation } from '../lib/keep-newer-location';
import { orderKeys } from './order-keys';

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const answer = await apiRequest<{ order: Order } | Order>(`/orders/${encodeURIComponent(orderId)}`, {
    signal,
  });
  return 'order' in answer ? answer.order : answer;
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    // A position that arrived live while this was on its way is newer than what the server read.
    queryFn: async ({ signal, client }) =>
      keepNewerLocation(
        await getOrder(orderId, signal),
        client.getQueryData<Order>(orderKeys.detail(orderId)),
      ),
    enabled: orderId !== '',
  });

export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));
