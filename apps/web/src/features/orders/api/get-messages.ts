import type { OrderMessage, OrderMessagesResponse } from '@jhola/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** Issue 29: the order's conversation, oldest first, with my unread count. */
export const getMessages = (orderId: string, signal?: AbortSignal) =>
  apiRequest<OrderMessagesResponse>(`/orders/${encodeURIComponent(orderId)}/messages`, { signal });

export const messagesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.messages(orderId),
    queryFn: ({ signal }) => getMessages(orderId, signal),
    enabled: orderId !== '',
  });

export const useMessages = (orderId: string) => useQuery(messagesQueryOptions(orderId));

/** A message sent here or heard live joins the cached conversation once (by its id). */
export function addMessage(queryClient: QueryClient, message: OrderMessage, mine: boolean): void {
  queryClient.setQueryData<OrderMessagesResponse>(orderKeys.messages(message.orderId), (current) => {
    if (!current || current.messages.some((m) => m._id === message._id)) return current;
    return {
      ...current,
      messages: [...current.messages, message],
      unread: mine ? current.unread : current.unread + 1,
    };
  });
}
