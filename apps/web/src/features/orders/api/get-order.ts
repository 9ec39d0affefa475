import type { Order } from '@jhola/domain';
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { noteOrdersRead } from '../../../lib/order-activity';
import { keepNewerCopy } from '../lib/keep-newer-location';
import { orderKeys } from './order-keys';

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const answer = await apiRequest<{ order: Order } | Order>(`/orders/${encodeURIComponent(orderId)}`, {
    signal,
  });
  const order = 'order' in answer ? answer.order : answer;
  noteOrdersRead([order]);
  return order;
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // Run as the answer lands, against the cache as it is then: what arrived live meanwhile is newer.
    structuralSharing: (cached: unknown, fetched: unknown) =>
      replaceEqualDeep(cached, keepNewerCopy(fetched as Order, cached as Order | undefined)),
    enabled: orderId !== '',
  });

export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));
