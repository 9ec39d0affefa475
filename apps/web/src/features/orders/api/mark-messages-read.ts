import type { OrderMessagesResponse } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** Issue 29: tells the shopper I have read their messages (their read receipts). */
export const markMessagesRead = (orderId: string) =>
  apiRequest<{ read: number }>(`/orders/${encodeURIComponent(orderId)}/messages/read`, { method: 'POST' });

export function useMarkMessagesRead(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markMessagesRead(orderId),
    onSuccess: () =>
      queryClient.setQueryData<OrderMessagesResponse>(orderKeys.messages(orderId), (current) =>
        current ? { ...current, unread: 0 } : current,
      ),
  });
}
