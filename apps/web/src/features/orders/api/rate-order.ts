import type { Order, RateOrderRequest } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeOrder } from './store-order';

/** POST /orders/:id/rating: once per delivered order; answers the order with its rating. */
export const rateOrder = (orderId: string, rating: RateOrderRequest) =>
  apiRequest<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}/rating`, {
    method: 'POST',
    body: rating,
  }).then((answer) => answer?.order);

export function useRateOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RateOrderRequest) => rateOrder(orderId, rating),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
