import type { CheckoutPayment } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /orders/:id/topup: where to pay online what a bill above the hold left due (issue 43). */
export const topUp = (orderId: string) =>
  apiRequest<{ payment: CheckoutPayment }>(`/orders/${encodeURIComponent(orderId)}/topup`, {
    method: 'POST',
  }).then((answer) => answer.payment);

export const useTopUp = (orderId: string) =>
  useMutation({
    mutationFn: () => topUp(orderId),
    // The gateway's page takes the payment; the order page shows it paid when it comes back.
    onSuccess: (payment) => window.location.assign(payment.checkoutUrl),
  });
