import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { StaffInquiryEvent } from '../../../lib/staff-events';
import { staffKeys } from '../../../lib/staff-keys';

export type Inquiry = StaffInquiryEvent['inquiry'];

/** GET /shopper/orders/:id/inquiries: what the customer asked so far, newest first. */
export const fetchOrderInquiries = (orderId: string) =>
  apiRequest<{ inquiries: Inquiry[] }>(`/shopper/orders/${encodeURIComponent(orderId)}/inquiries`).then(
    (d) => d.inquiries,
  );

export const orderInquiriesQuery = (orderId: string) =>
  queryOptions({
    queryKey: staffKeys.orderInquiries(orderId),
    queryFn: () => fetchOrderInquiries(orderId),
  });
