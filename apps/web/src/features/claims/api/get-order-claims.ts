import type { Claim } from '@jhola/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { subscribe } from '../../../lib/socket';
import { claimKeys } from './claim-keys';

/** GET /orders/:id/claims: the order's claims, newest first, with each line's decision. */
export const getOrderClaims = (orderId: string) =>
  apiRequest<{ claims: Claim[] }>(`/orders/${encodeURIComponent(orderId)}/claims`).then((a) => a.claims);

export const orderClaimsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: claimKeys.ofOrder(orderId), queryFn: () => getOrderClaims(orderId) });

/**
 * The order's claims, kept live while its page is open: `order:claim` (a claim filed or decided, at once
 * or by an admin) reads them again, and the credit balance a refund may have moved.
 */
export function useOrderClaims(orderId: string) {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribe('order:claim', (event) => {
        if (event.orderId !== orderId) return;
        void client.invalidateQueries({ queryKey: claimKeys.ofOrder(orderId) });
        void client.invalidateQueries({ queryKey: claimKeys.credit() });
      }),
    [client, orderId],
  );
  return useQuery(orderClaimsQueryOptions(orderId));
}
