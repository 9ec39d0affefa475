import type { Claim } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

/** GET /orders/:id/claims: the order's claims, newest first, with each line's decision. */
export const getOrderClaims = (orderId: string) =>
  apiRequest<{ claims: Claim[] }>(`/orders/${encodeURIComponent(orderId)}/claims`).then((a) => a.claims);

export const orderClaimsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: claimKeys.ofOrder(orderId), queryFn: () => getOrderClaims(orderId) });

export const useOrderClaims = (orderId: string) => useQuery(orderClaimsQueryOptions(orderId));
