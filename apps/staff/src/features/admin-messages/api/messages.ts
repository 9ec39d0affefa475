import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminMessagesKeys } from './admin-messages-keys';

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject?: string;
  message: string;
  handled: boolean;
  createdAt: string;
}

/** GET /admin/contact-messages?handled=: the contact-form inbox. */
export const fetchMessages = (handled: boolean) =>
  apiRequest<{ messages: ContactMessage[] }>('/admin/contact-messages', { query: { handled } }).then(
    (d) => d.messages,
  );

export const messagesQuery = (handled: boolean) =>
  queryOptions({ queryKey: adminMessagesKeys.list(handled), queryFn: () => fetchMessages(handled) });

export const useMessages = (handled: boolean) => useQuery(messagesQuery(handled));
