import type { CheckoutPayment } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /payments/:id: the checkout's hold, and its order once the gateway confirmed it. */
export const getCheckoutPayment = (paymentId: string, signal?: AbortSignal) =>
  apiRequest<{ payment: CheckoutPayment }>(`/payments/${encodeURIComponent(paymentId)}`, { signal }).then(
    (answer) => answer.payment,
  );

export const checkoutPaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: checkoutKeys.payment(paymentId),
    queryFn: ({ signal }) => getCheckoutPayment(paymentId, signal),
    // Until the gateway says: a webhook may confirm a payment a moment after the customer is back.
    refetchInterval: (query) => (query.state.data?.status === 'created' ? 3000 : false),
  });

export const useCheckoutPayment = (paymentId: string) => useQuery(checkoutPaymentQueryOptions(paymentId));
