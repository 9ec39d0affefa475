import type { Order } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminOrdersKeys } from './admin-orders-keys';

/** GET /admin/orders?active=true: every order that is not finished. */
export const fetchActiveOrders = () =>
  apiRequest<{ orders: Order[] }>('/admin/orders', { query: { active: true } }).then((d) => d.orders);

export const activeOrdersQuery = queryOptions({
  queryKey: adminOrdersKeys.active(),
  queryFn: fetchActiveOrders,
  refetchInterval: 30_000,
});

export const useActiveOrders = () => useQuery(activeOrdersQuery);
