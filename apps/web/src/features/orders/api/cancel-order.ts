import type { Order } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { selfCancelled } from '../lib/cancellation-store';
import { REVISION_CANCEL_REASON } from '../lib/reason-text';
import { storeOrder } from './store-order';

/** PRODUCT.md §7: the reason sent from the revision review is fixed text; the order page sends its own. */
export { REVISION_CANCEL_REASON };

export const cancelOrder = (orderId: string, reason: string) =>
  apiRequest<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'PUT',
    body: { reason },
  }).then((answer) => answer?.order);

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => {
      selfCancelled.add(orderId);
      return cancelOrder(orderId, reason);
    },
    onError: () => selfCancelled.delete(orderId),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
