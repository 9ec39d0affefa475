import type { CheckoutPayment } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /payments/:id: the checkout's hold, and its order once the gateway confirmed it. */
export const getCheckoutPayment = (paymentId: string, signal?: AbortSignal) =>
  apiRequest<{ payment: CheckoutPayment }>(`/payments/${encodeURIComponent(paymentId)}`, { signal }).then(
    (answer) => answer.payment,
  );

/** The hold's story is over: its order, or a payment that failed or was let go. */
const settled = (payment: CheckoutPayment | undefined) =>
  Boolean(payment?.orderId) || payment?.status === 'failed' || payment?.status === 'released';

export const checkoutPaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: checkoutKeys.payment(paymentId),
    queryFn: ({ signal }) => getCheckoutPayment(paymentId, signal),
    // Until the hold's order (or its failure): a webhook may confirm a payment a moment after the customer
    // is back, an authorised hold's order may still be being placed, and a "try again" (a gateway or
    // database that cannot say yet, issue 48) is asked again, not the end of the story.
    refetchInterval: (query) => (settled(query.state.data) ? false : 3000),
  });

export const useCheckoutPayment = (paymentId: string) => useQuery(checkoutPaymentQueryOptions(paymentId));
