import type { OrderMessage, OrderMessagesResponse } from '@jhola/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transport } from '../transport.js';
import { addMessage, type ConversationSide, markedRead } from './conversation-cache.js';
import { conversationKeys } from './conversation-keys.js';

export interface MessageDraft {
  text: string;
  image?: Blob | null;
}

const path = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/messages`;

/**
 * Issue 29: an order's conversation for one side, through that app's transport: the messages with the
 * reader's unread count, sending (words as JSON, a photo as multipart; the transport keys each send, so a
 * retried one is stored once), read receipts, and the photos, fetched with the token as blobs.
 * Live messages come through the app's socket into `addMessage` and `applyMessagesRead`.
 */
export function createConversation(
  transport: Pick<Transport, 'request' | 'privateImage'>,
  side: ConversationSide,
) {
  const getMessages = (orderId: string, signal?: AbortSignal) =>
    transport.request<OrderMessagesResponse>(path(orderId), { signal });

  const messagesQuery = (orderId: string) =>
    queryOptions({
      queryKey: conversationKeys.messages(orderId),
      queryFn: ({ signal }) => getMessages(orderId, signal),
      enabled: orderId !== '',
    });

  const messageImageQuery = (imageUrl: string) =>
    queryOptions({
      queryKey: conversationKeys.image(imageUrl),
      queryFn: ({ signal }) => transport.privateImage(imageUrl, signal),
      staleTime: Number.POSITIVE_INFINITY,
    });

  function sendMessage(orderId: string, draft: MessageDraft) {
    let body: unknown = { text: draft.text };
    if (draft.image) {
      const form = new FormData();
      if (draft.text.trim()) form.append('text', draft.text);
      form.append('image', draft.image, draft.image instanceof File ? draft.image.name : 'photo.jpg');
      body = form;
    }
    return transport.request<{ message: OrderMessage }>(path(orderId), { method: 'POST', body });
  }

  const markRead = (orderId: string) =>
    transport.request<{ read: number }>(`${path(orderId)}/read`, { method: 'POST' });

  return {
    getMessages,
    messagesQuery,
    messageImageQuery,
    sendMessage,
    markRead,
    useMessages: (orderId: string) => useQuery(messagesQuery(orderId)),
    useMessageImage: (imageUrl: string) => useQuery(messageImageQuery(imageUrl)),
    useSendMessage(orderId: string) {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (draft: MessageDraft) => sendMessage(orderId, draft),
        onSuccess: ({ message }) => addMessage(client, message, side),
      });
    },
    useMarkRead(orderId: string) {
      const client = useQueryClient();
      return useMutation({
        mutationFn: () => markRead(orderId),
        onSuccess: () => markedRead(client, orderId),
      });
    },
  };
}
