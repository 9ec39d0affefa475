import { showToast } from '@jhola/ui';
import { useEffect, useState } from 'react';
import { subscribe } from '../../../lib/socket';
import type { StaffInquiryEvent } from '../../../lib/staff-events';

export type Inquiry = StaffInquiryEvent['inquiry'];

const METHOD = { call: 'a call', whatsapp: 'WhatsApp' } as const;

/** The customer's inquiries about this order, as they happen (newest first), with a toast for each. */
export function useInquiriesLive(orderId: string): Inquiry[] {
  const [inquiries, setInquiries] = useState<Inquiry[]>([]);
  useEffect(
    () =>
      subscribe('orderInquiry', (event) => {
        if (event.orderId !== orderId) return;
        setInquiries((all) => [event.inquiry, ...all.filter((i) => i._id !== event.inquiry._id)]);
        showToast(`The customer is asking about the order by ${METHOD[event.inquiry.method]}`, 'info');
      }),
    [orderId],
  );
  return inquiries;
}

export const inquiryMethodLabel = (method: Inquiry['method']) => METHOD[method];
