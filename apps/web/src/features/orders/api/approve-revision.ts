import type { Order } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeOrder } from './store-order';

export const approveRevision = (orderId: string) =>
  apiRequest<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}/approve-revision`, {
    method: 'POST',
  }).then((answer) => answer?.order);

export function useApproveRevision(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveRevision(orderId),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
