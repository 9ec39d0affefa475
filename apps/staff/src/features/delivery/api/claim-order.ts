import type { Order } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /delivery/orders/:id/claim; 409 when someone else claimed it first. */
export const claimOrder = (orderId: string) =>
  apiRequest<{ order: Order }>(`/delivery/orders/${encodeURIComponent(orderId)}/claim`, { method: 'POST' });

export const useClaimOrder = () => useMutation({ mutationFn: claimOrder });
