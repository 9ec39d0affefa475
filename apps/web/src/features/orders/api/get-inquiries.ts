import type { InquiryHistoryResponse } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** The last 3 inquiries about the order, whether contacting is allowed now, and the shopper's contact. */
export const getInquiries = (orderId: string, signal?: AbortSignal) =>
  apiRequest<InquiryHistoryResponse>(`/orders/${encodeURIComponent(orderId)}/inquiries`, { signal });

export const inquiriesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.inquiries(orderId),
    queryFn: ({ signal }) => getInquiries(orderId, signal),
    enabled: orderId !== '',
  });

export const useInquiries = (orderId: string) => useQuery(inquiriesQueryOptions(orderId));
