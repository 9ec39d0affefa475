import type { Order } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { tOrders } from '../i18n';
import { storeOrder } from './store-order';

export const approveBill = (orderId: string) =>
  apiRequest<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}/approve-bill`, {
    method: 'PUT',
  }).then((answer) => answer?.order);

export function useApproveBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => approveBill(orderId),
    // Here, not at the button: the live event can move the order on (and unmount the pinned card
    // holding the button) before this answer arrives, and the customer must still be told (PRODUCT.md §4).
    onSuccess: (order) => {
      storeOrder(queryClient, order);
      showToast(tOrders('orders.bill.approved'), 'success');
    },
  });
}
