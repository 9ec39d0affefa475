import type { Order } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeOrder } from './store-order';

export const approveBill = (orderId: string) =>
  apiRequest<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}/approve-bill`, {
    method: 'PUT',
  }).then((answer) => answer?.order);

export function useApproveBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => approveBill(orderId),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
