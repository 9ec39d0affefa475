import type { Order } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: orderId !== '',
  });

export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));
