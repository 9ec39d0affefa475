import type { Order } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shopperKeys } from './shopper-keys';

/** A waiting order as the shopper's list shows it (distance shop → customer when both are known). */
export type AvailableOrder = Order & { distanceKm?: number | null; itemCount?: number };

/** GET /shopper/orders/available: orders waiting for a shopper, oldest first. */
export const fetchAvailableOrders = () =>
  apiRequest<{ orders: AvailableOrder[]; total: number }>('/shopper/orders/available');

export const availableOrdersQuery = queryOptions({
  queryKey: shopperKeys.available(),
  queryFn: fetchAvailableOrders,
  select: (data) => data.orders,
  // Realtime adds and removes cards; this poll only catches up after a dead socket.
  refetchInterval: 30_000,
});

export const useAvailableOrders = () => useQuery(availableOrdersQuery);
