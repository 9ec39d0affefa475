import type { CreateOrderRequest, Order } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PlaceOrderInput {
  request: CreateOrderRequest;
  /** One per checkout attempt: the transport's retries and a second click reuse it, so one order results. */
  idempotencyKey: string;
}

export const createOrder = ({ request, idempotencyKey }: PlaceOrderInput) =>
  apiRequest<{ order: Order }>('/orders', { method: 'POST', body: request, idempotencyKey }).then(
    (answer) => answer.order,
  );

export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
