import type { Order } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminOrdersKeys } from './admin-orders-keys';

/** GET /admin/orders/:id: the order with its customer, delivery person and inquiries. */
export interface AdminOrderDetail {
  order: Order;
  customer?: { _id: string; name: string; email: string; phone: string };
  deliveryPerson?: { _id: string; name: string; phone: string } | null;
  inquiries?: { _id: string; method: 'call' | 'whatsapp'; createdAt: string }[];
}

export const fetchAdminOrder = (orderId: string) =>
  apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderId)}`);

export const adminOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: adminOrdersKeys.detail(orderId), queryFn: () => fetchAdminOrder(orderId) });

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQuery(orderId));

/** A newer state of the order, keeping what only the detail call answers. */
export const withOrder = (
  detail: AdminOrderDetail | undefined,
  order: Order,
): AdminOrderDetail | undefined => (detail ? { ...detail, order } : detail);
