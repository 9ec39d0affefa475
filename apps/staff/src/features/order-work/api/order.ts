import type { Order } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { staffKeys } from '../../../lib/staff-keys';

/** GET /orders/:id: the order as its assigned shopper or delivery person sees it. */
export const fetchOrder = (orderId: string) =>
  apiRequest<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}`).then((data) => data.order);

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: staffKeys.order(orderId),
    queryFn: () => fetchOrder(orderId),
    // Live through staffOrderUpdate; the poll only covers a socket that died without saying so.
    refetchInterval: 20_000,
  });

export const useOrder = (orderId: string) => useQuery(orderQuery(orderId));
