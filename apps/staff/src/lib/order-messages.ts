import type { OrderMessage, OrderMessagesResponse, UnreadMessagesResponse } from '@jhola/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, apiUrl } from './api';
import { subscribe } from './socket';
import { useStaffAuth } from './staff-auth';
import { staffKeys } from './staff-keys';
import { uploadForm } from './upload';

const path = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/messages`;

/** Issue 29: the order's conversation (GET /orders/:id/messages), live through `order:message`. */
export const messagesQuery = (orderId: string) =>
  queryOptions({
    queryKey: staffKeys.orderMessages(orderId),
    queryFn: () => apiRequest<OrderMessagesResponse>(path(orderId)),
  });

function addMessage(client: QueryClient, message: OrderMessage, mine: boolean) {
  client.setQueryData<OrderMessagesResponse>(messagesQuery(message.orderId).queryKey, (current) =>
    !current || current.messages.some((m) => m._id === message._id)
      ? current
      : {
          ...current,
          messages: [...current.messages, message],
          unread: mine ? current.unread : current.unread + 1,
        },
  );
}

/** The conversation with its live messages and read receipts. */
export function useMessagesLive(orderId: string) {
  const client = useQueryClient();
  const query = useQuery(messagesQuery(orderId));
  useEffect(() => {
    const offs = [
      subscribe('order:message', ({ message }) => {
        if (message.orderId === orderId) addMessage(client, message, message.from !== 'customer');
      }),
      subscribe('order:messagesRead', (event) => {
        if (event.orderId !== orderId || event.reader !== 'customer') return;
        client.setQueryData<OrderMessagesResponse>(messagesQuery(orderId).queryKey, (current) =>
          current
            ? {
                ...current,
                messages: current.messages.map((m) =>
                  m.from !== 'customer' && !m.readAt ? { ...m, readAt: event.readAt } : m,
                ),
              }
            : current,
        );
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [client, orderId]);
  return query;
}

export interface StaffMessageDraft {
  text: string;
  image?: Blob | null;
}

/** JSON for words; multipart (`image`, optional `text`) for a shelf photo. */
export function sendMessage(orderId: string, draft: StaffMessageDraft) {
  if (!draft.image)
    return apiRequest<{ message: OrderMessage }>(path(orderId), {
      method: 'POST',
      body: { text: draft.text },
    });
  const form = new FormData();
  if (draft.text.trim()) form.append('text', draft.text);
  form.append('image', draft.image, draft.image instanceof File ? draft.image.name : 'shelf.jpg');
  return uploadForm<{ message: OrderMessage }>(path(orderId), form, () => {});
}

export function useSendMessage(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: StaffMessageDraft) => sendMessage(orderId, draft),
    onSuccess: ({ message }) => addMessage(client, message, true),
  });
}

export function useMarkRead(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ read: number }>(`${path(orderId)}/read`, { method: 'POST' }),
    onSuccess: () =>
      client.setQueryData<OrderMessagesResponse>(messagesQuery(orderId).queryKey, (current) =>
        current ? { ...current, unread: 0 } : current,
      ),
  });
}

/** A chat photo: only the order's people may see it, so it is fetched with the token and shown as a blob. */
export const messageImageQuery = (imageUrl: string) =>
  queryOptions({
    queryKey: staffKeys.messageImage(imageUrl),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const token = useStaffAuth.getState().token;
      const response = await fetch(apiUrl(imageUrl.replace(/^\/api/, '')), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(String(response.status));
      return response.blob();
    },
  });

/** Issue 29: unread messages per order (GET /messages/unread), fresh after each message or receipt heard. */
export function useUnreadMessages(): Map<string, number> {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: staffKeys.unreadMessages(),
    queryFn: () => apiRequest<UnreadMessagesResponse>('/messages/unread'),
  });
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: staffKeys.unreadMessages() });
    const offs = [subscribe('order:message', refresh), subscribe('order:messagesRead', refresh)];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
  return new Map((query.data?.orders ?? []).map((o) => [o.orderId, o.unread]));
}
