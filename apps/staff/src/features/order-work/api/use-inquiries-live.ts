import { showToast } from '@jhola/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from '../../../lib/socket';
import { tWork } from '../i18n';
import { type Inquiry, orderInquiriesQuery } from './order-inquiries';

export type { Inquiry };

const TOAST = {
  call: 'staffWork.inquiryToastCall',
  whatsapp: 'staffWork.inquiryToastWhatsapp',
} as const;

/**
 * The customer's inquiries about this order: those so far, then each as it happens (with a toast). Only the
 * order's shopper may read them: a delivery person's screen never asks (it was a 403 each time, issue 30).
 */
export function useInquiriesLive(orderId: string, enabled = true): Inquiry[] {
  const client = useQueryClient();
  const inquiries = useQuery({ ...orderInquiriesQuery(orderId), enabled });
  useEffect(
    () =>
      subscribe('orderInquiry', (event) => {
        if (event.orderId !== orderId) return;
        client.setQueryData<Inquiry[]>(orderInquiriesQuery(orderId).queryKey, (all = []) => [
          event.inquiry,
          ...all.filter((i) => i._id !== event.inquiry._id),
        ]);
        showToast(tWork(TOAST[event.inquiry.method]), 'info');
      }),
    [client, orderId],
  );
  return inquiries.data ?? [];
}
