import type { PaymentEntry } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /orders/:id/payments: the hold, its capture and each refund, with their states. */
export const getOrderPayments = (orderId: string, signal?: AbortSignal) =>
  apiRequest<{ payments: PaymentEntry[] }>(`/orders/${encodeURIComponent(orderId)}/payments`, {
    signal,
  }).then((answer) => answer.payments);

export const orderPaymentsQueryOptions = (orderId: string, version: string) =>
  queryOptions({
    queryKey: orderKeys.payments(orderId, version),
    queryFn: ({ signal }) => getOrderPayments(orderId, signal),
  });

export const useOrderPayments = (orderId: string, version: string, enabled: boolean) =>
  useQuery({ ...orderPaymentsQueryOptions(orderId, version), enabled });
