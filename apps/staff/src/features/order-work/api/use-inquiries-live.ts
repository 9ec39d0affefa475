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

/** The customer's inquiries about this order: those so far, then each as it happens (with a toast). */
export function useInquiriesLive(orderId: string): Inquiry[] {
  const client = useQueryClient();
  const inquiries = useQuery(orderInquiriesQuery(orderId));
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
