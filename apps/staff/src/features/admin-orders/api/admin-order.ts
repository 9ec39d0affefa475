import type { Order } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /admin/orders/:id: one order with everything the customer and the shopper see. */
export const fetchAdminOrder = (orderId: string) =>
  apiRequest<{ order: Order }>(`/admin/orders/${encodeURIComponent(orderId)}`).then((d) => d.order);

export const adminOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: ['admin', 'order', orderId], queryFn: () => fetchAdminOrder(orderId) });

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQuery(orderId));
