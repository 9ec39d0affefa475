import type { Order, StaffDayTotal } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { staffKeys } from '../../../lib/staff-keys';

export interface OrderHistory {
  orders: Order[];
  total: number;
  page: number;
  limit: number;
  /**
   * `tips`: the caller's share of the tips customers paid on their orders; `days`: the last week's totals
   * per day, with tips and the money taken online and at the door (issue 43).
   */
  summary: {
    delivered: number;
    cancelled: number;
    deliveredValue: number;
    tips?: number;
    days?: StaffDayTotal[];
  };
}

/** GET /shopper/orders/history: the caller's finished orders, newest first, with what they added up to. */
export const fetchOrderHistory = (page: number, limit: number) =>
  apiRequest<OrderHistory>('/shopper/orders/history', { query: { page, limit } });

export const orderHistoryQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: staffKeys.orderHistory(page, limit),
    queryFn: () => fetchOrderHistory(page, limit),
    placeholderData: keepPreviousData,
  });

export const useOrderHistory = (page: number, limit: number) => useQuery(orderHistoryQuery(page, limit));
