import { addMessage, applyMessagesRead, createConversation } from '@jhola/client';
import type { OrderMessage, OrderMessagesReadEvent } from '@jhola/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, getPrivateImage } from './api-client';

/** Issue 29: the order's conversation as the customer sees it (@jhola/client, the staff app's too). */
export const customerConversation = createConversation(
  { request: apiRequest, privateImage: getPrivateImage },
  'customer',
);

/** A message heard live joins the cached conversation (the shopper's count as unread). */
export const addLiveMessage = (client: QueryClient, message: OrderMessage) =>
  addMessage(client, message, 'customer');

/** Read receipts: the staff read my messages, or I read theirs on another device. */
export const applyLiveMessagesRead = (client: QueryClient, event: OrderMessagesReadEvent) =>
  applyMessagesRead(client, event, 'customer');
