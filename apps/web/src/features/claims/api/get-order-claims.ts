import type { Claim } from '@jhola/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { subscribe, useRealtime } from '../../../lib/socket';
import { claimKeys } from './claim-keys';

/** GET /orders/:id/claims: the order's claims, newest first, with each line's decision. */
export const getOrderClaims = (orderId: string) =>
  apiRequest<{ claims: Claim[] }>(`/orders/${encodeURIComponent(orderId)}/claims`).then((a) => a.claims);

export const orderClaimsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: claimKeys.ofOrder(orderId), queryFn: () => getOrderClaims(orderId) });

/**
 * The order's claims, kept live while its page is open: `order:claim` (a claim filed or decided, at once
 * or by an admin) reads them again, and the credit balance a refund may have moved. A decision made while
 * the socket was not connected yet (it connects when the page is idle) or was away is not replayed, so
 * each new connection reads them again too.
 */
export function useOrderClaims(orderId: string) {
  const client = useQueryClient();
  const connection = useRealtime((s) => s.connection);
  // The connection the page's first read already follows: only a later one reads again.
  const readAt = useRef(connection);
  useEffect(() => {
    if (readAt.current === connection) return;
    readAt.current = connection;
    void client.invalidateQueries({ queryKey: claimKeys.ofOrder(orderId) });
    void client.invalidateQueries({ queryKey: claimKeys.credit() });
  }, [client, orderId, connection]);
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
