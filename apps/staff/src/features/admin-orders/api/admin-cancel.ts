import type { Order } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type AdminOrderDetail, adminOrderQuery, withOrder } from './admin-order';
import { adminOrdersKeys } from './admin-orders-keys';

/** PUT /admin/orders/:id/cancel with a reason (recorded in the timeline with the admin's name). */
export const adminCancelOrder = (orderId: string, reason: string) =>
  apiRequest<{ order: Order }>(`/admin/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'PUT',
    body: { reason },
  });

export function useAdminCancelOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => adminCancelOrder(orderId, reason),
    onSuccess: ({ order }) => {
      client.setQueryData<AdminOrderDetail>(adminOrderQuery(orderId).queryKey, (d) => withOrder(d, order));
      void client.invalidateQueries({ queryKey: adminOrdersKeys.lists() });
    },
  });
}
