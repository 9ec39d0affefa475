import type { InquiryResponse } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type InquiryMethod = 'call' | 'whatsapp';

export const sendInquiry = (orderId: string, method: InquiryMethod) =>
  apiRequest<InquiryResponse>(`/orders/${encodeURIComponent(orderId)}/inquiry`, {
    method: 'POST',
    body: { method, timestamp: new Date().toISOString() },
  });

export const useSendInquiry = (orderId: string) =>
  useMutation({ mutationFn: (method: InquiryMethod) => sendInquiry(orderId, method) });
