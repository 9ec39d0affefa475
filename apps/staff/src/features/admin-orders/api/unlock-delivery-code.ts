import type { Order } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type AdminOrderDetail, adminOrderQuery, withOrder } from './admin-order';
import { adminOrdersKeys } from './admin-orders-keys';

/** POST /admin/orders/:id/unlock-delivery-code: the carrier may try the code again (on the timeline). */
export const unlockDeliveryCode = (orderId: string) =>
  apiRequest<{ order: Order }>(`/admin/orders/${encodeURIComponent(orderId)}/unlock-delivery-code`, {
    method: 'POST',
  });

export function useUnlockDeliveryCode(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unlockDeliveryCode(orderId),
    onSuccess: ({ order }) => {
      client.setQueryData<AdminOrderDetail>(adminOrderQuery(orderId).queryKey, (d) => withOrder(d, order));
      void client.invalidateQueries({ queryKey: adminOrdersKeys.lists() });
    },
  });
}
