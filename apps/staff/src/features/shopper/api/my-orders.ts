import type { Order } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { staffKeys } from '../../../lib/staff-keys';

export type MyOrdersScope = 'active' | 'completed';

/** GET /shopper/orders: the caller's own orders (as shopper or as delivery person), newest first. */
export const fetchMyOrders = (scope: MyOrdersScope, page: number, limit: number) =>
  apiRequest<{ orders: Order[]; total: number }>('/shopper/orders', { query: { scope, page, limit } });

export const myOrdersQuery = (scope: MyOrdersScope, page = 1, limit = 20) =>
  queryOptions({
    queryKey: staffKeys.myOrdersPage(scope, page, limit),
    queryFn: () => fetchMyOrders(scope, page, limit),
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (scope: MyOrdersScope, page = 1, limit = 20) =>
  useQuery(myOrdersQuery(scope, page, limit));
