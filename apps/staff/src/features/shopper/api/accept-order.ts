import type { Order } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /shopper/orders/:id/accept; 409 when another shopper was faster. */
export const acceptOrder = (orderId: string) =>
  apiRequest<{ order: Order }>(`/shopper/orders/${encodeURIComponent(orderId)}/accept`, { method: 'POST' });

export const useAcceptOrder = () => useMutation({ mutationFn: acceptOrder });
