import type { Order } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { deliveryKeys } from './delivery-keys';

/** GET /delivery/orders/ready: paid-for orders no delivery person has claimed yet. */
export const fetchReadyOrders = () => apiRequest<{ orders: Order[] }>('/delivery/orders/ready');

export const readyOrdersQuery = queryOptions({
  queryKey: deliveryKeys.ready(),
  queryFn: fetchReadyOrders,
  select: (data) => data.orders,
  refetchInterval: 15_000,
});

export const useReadyOrders = () => useQuery(readyOrdersQuery);
