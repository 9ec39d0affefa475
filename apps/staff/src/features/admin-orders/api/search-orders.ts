import type { Order } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminOrdersKeys } from './admin-orders-keys';

/** The filters of the order search, as the address bar keeps them (issue 30). */
export interface OrderSearch {
  q: string;
  status: string;
  from: string;
  to: string;
  page: number;
}

export const SEARCH_PAGE_SIZE = 20;

/** GET /admin/orders?q=&status=&from=&to=&page=: any order, newest first, with the total. */
export const searchOrders = (search: OrderSearch) =>
  apiRequest<{ orders: Order[]; total: number; page: number; limit: number }>('/admin/orders', {
    query: {
      q: search.q || undefined,
      status: search.status || undefined,
      from: search.from || undefined,
      to: search.to || undefined,
      page: search.page,
      limit: SEARCH_PAGE_SIZE,
    },
  });

export const searchOrdersQuery = (search: OrderSearch) =>
  queryOptions({
    queryKey: adminOrdersKeys.search(search),
    queryFn: () => searchOrders(search),
    placeholderData: keepPreviousData,
  });

export const useSearchOrders = (search: OrderSearch, enabled: boolean) =>
  useQuery({ ...searchOrdersQuery(search), enabled });
