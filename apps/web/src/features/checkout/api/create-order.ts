import type { CheckoutPayment, CreateOrderRequest, Order } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PlaceOrderInput {
  request: CreateOrderRequest;
  /** One per checkout attempt: the transport's retries and a second click reuse it, so one order results. */
  idempotencyKey: string;
}

/**
 * POST /orders: the placed order, or (paying online, issue 43) the hold to pay on the gateway's page;
 * the order is placed once the gateway confirms the payment.
 */
export const createOrder = ({ request, idempotencyKey }: PlaceOrderInput) =>
  apiRequest<{ order: Order } | { payment: CheckoutPayment }>('/orders', {
    method: 'POST',
    body: request,
    idempotencyKey,
  });

export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
