import type { ContactRequest } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: the server stores the message and mails it to the support address. */
export const sendContactMessage = (message: ContactRequest) =>
  apiRequest<unknown>('/contact', { method: 'POST', body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
