import {
  type Order,
  type OrderMessage,
  type OrderMessagesResponse,
  unreadAfterMessage,
  unreadAfterRead,
} from '@jhola/domain';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest, apiUrl } from './api';
import { subscribe } from './socket';
import { useStaffAuth } from './staff-auth';
import { staffKeys } from './staff-keys';

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

/**
 * JSON for words; multipart (`image`, optional `text`) for a shelf photo. The transport sends an
 * Idempotency-Key and retries with it, so a send whose answer is lost is stored once.
 */
export function sendMessage(orderId: string, draft: StaffMessageDraft) {
  let body: unknown = { text: draft.text };
  if (draft.image) {
    const form = new FormData();
    if (draft.text.trim()) form.append('text', draft.text);
    form.append('image', draft.image, draft.image instanceof File ? draft.image.name : 'shelf.jpg');
    body = form;
  }
  return apiRequest<{ message: OrderMessage }>(path(orderId), { method: 'POST', body });
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

type OrderListData = Order[] | { orders: Order[] } | undefined;

/** Maps the orders of a list entry, whichever shape it has (a bare list, or `{ orders }`). */
function mapOrders(data: unknown, map: (order: Order) => Order): unknown {
  const list = data as OrderListData;
  if (!list) return data;
  if (Array.isArray(list)) return list.map(map);
  return Array.isArray(list.orders) ? { ...list, orders: list.orders.map(map) } : data;
}

/**
 * Issue 29: keeps the `unreadMessages` of the order lists under `prefix` live: a customer's message adds
 * one, the staff side reading the conversation clears it. Nothing is fetched again.
 */
export function useUnreadInLists(prefix: QueryKey): void {
  const client = useQueryClient();
  const key = useRef(prefix);
  key.current = prefix;
  useEffect(() => {
    const update = (map: (order: Order) => Order) =>
      client.setQueriesData({ queryKey: key.current }, (data: unknown) => mapOrders(data, map));
    const offs = [
      subscribe('order:message', ({ message }) => update((o) => unreadAfterMessage(o, message, false))),
      subscribe('order:messagesRead', (event) => update((o) => unreadAfterRead(o, event, false))),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
}
