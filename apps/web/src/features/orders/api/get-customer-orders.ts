import type { Order, Pagination } from '@jhola/domain';
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { noteOrdersRead } from '../../../lib/order-activity';
import { keepNewerCopy } from '../lib/keep-newer-location';
import { orderKeys } from './order-keys';

type OrderListAnswer = Order[] | { data: Order[]; pagination?: Pagination };

/** PRODUCT.md §7: limit 50, page 1, newest first. The list may arrive bare or under `data`. */
export async function getCustomerOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await apiRequest<OrderListAnswer>('/orders/customer', {
    query: { limit: 50, page: 1, sort: '-createdAt' },
    signal,
  });
  const orders = Array.isArray(answer) ? answer : (answer?.data ?? []);
  noteOrdersRead(orders);
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export const customerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.customerList(),
    queryFn: ({ signal }) => getCustomerOrders(signal),
    // Run as the answer lands, against the cache as it is then: what arrived live meanwhile is newer.
    structuralSharing: (cached: unknown, fetched: unknown) => {
      const known = new Map((cached as Order[] | undefined)?.map((order) => [order._id, order]));
      return replaceEqualDeep(
        cached,
        (fetched as Order[]).map((order) => keepNewerCopy(order, known.get(order._id))),
      );
    },
  });

/** A visitor (browsing is public, decision 0057) has no orders to ask for. */
export function useCustomerOrders() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  return useQuery({ ...customerOrdersQueryOptions(), enabled: signedIn });
}
