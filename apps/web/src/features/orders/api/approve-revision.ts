import type { ApproveRevisionRequest, Order } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeOrder } from './store-order';

/** PRODUCT.md §12: the body names the replacements the customer refuses (by the original item's product). */
export const approveRevision = (orderId: string, refusedReplacements: readonly string[] = []) =>
  apiRequest<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}/approve-revision`, {
    method: 'POST',
    body: { refusedReplacements: [...refusedReplacements] } satisfies ApproveRevisionRequest,
  }).then((answer) => answer?.order);

export function useApproveRevision(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refusedReplacements: readonly string[] = []) =>
      approveRevision(orderId, refusedReplacements),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
