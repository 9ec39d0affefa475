import type { OrderMessage } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { addMessage } from './get-messages';

export interface MessageDraft {
  text: string;
  image?: File | null;
}

/** JSON for words, multipart for a photo; the key makes a retried send land once. */
export function sendMessage(orderId: string, draft: MessageDraft, idempotencyKey: string) {
  let body: unknown = { text: draft.text };
  if (draft.image) {
    const form = new FormData();
    if (draft.text.trim()) form.append('text', draft.text);
    form.append('image', draft.image);
    body = form;
  }
  return apiRequest<{ message: OrderMessage }>(`/orders/${encodeURIComponent(orderId)}/messages`, {
    method: 'POST',
    body,
    idempotencyKey,
  });
}

export function useSendMessage(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: MessageDraft) => sendMessage(orderId, draft, crypto.randomUUID()),
    onSuccess: ({ message }) => addMessage(queryClient, message, true),
  });
}
