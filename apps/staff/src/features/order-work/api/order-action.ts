import type { Order } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../../lib/api';
import { staffKeys } from '../../../lib/staff-keys';
import { orderQuery } from './order';

export const orderPath = (orderId: string, action: string) =>
  `/shopper/orders/${encodeURIComponent(orderId)}/${action}`;

/** One staff step on an order; the answer (the updated order) replaces the cached one. */
export function useOrderAction<V>(orderId: string, send: (variables: V) => Promise<{ order: Order }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ order }) => {
      client.setQueryData(orderQuery(orderId).queryKey, order);
      void client.invalidateQueries({ queryKey: staffKeys.myOrders() });
    },
  });
}

export const sendOrderAction = (orderId: string, action: string, options: RequestOptions) =>
  apiRequest<{ order: Order }>(orderPath(orderId, action), options);
