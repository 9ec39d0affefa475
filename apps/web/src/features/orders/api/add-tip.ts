import type { CheckoutPayment } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /orders/:id/tip: where to pay the tip online (issue 43). */
export const addTip = (orderId: string, amount: number) =>
  apiRequest<{ payment: CheckoutPayment }>(`/orders/${encodeURIComponent(orderId)}/tip`, {
    method: 'POST',
    body: { amount },
  }).then((answer) => answer.payment);

export const useAddTip = (orderId: string) =>
  useMutation({
    mutationFn: (amount: number) => addTip(orderId, amount),
    // The gateway's page takes the payment; the order page shows the tip when it comes back.
    onSuccess: (payment) => window.location.assign(payment.checkoutUrl),
  });
