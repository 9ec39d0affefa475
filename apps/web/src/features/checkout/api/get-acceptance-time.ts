import { ACCEPTANCE_TIME_FALLBACK, type AcceptanceTime, formatWaitingTime } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tDomain } from '../../../lib/domain-text';
import { checkoutKeys } from './checkout-keys';

/** PRODUCT.md §9: the acceptance-time estimate is polled every 30 seconds. */
export const ACCEPTANCE_POLL_MS = 30_000;

export const getAcceptanceTime = (shopId: string, signal?: AbortSignal) =>
  apiRequest<AcceptanceTime>(`/orders/acceptance-time/${encodeURIComponent(shopId)}`, { signal });

/** The estimate shown when the server's cannot be had, in the language on screen. */
const fallbackAcceptanceTime = (): AcceptanceTime => ({
  ...ACCEPTANCE_TIME_FALLBACK,
  estimatedTime: formatWaitingTime(ACCEPTANCE_TIME_FALLBACK.estimatedMinutes, tDomain),
});

export const acceptanceTimeQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: checkoutKeys.acceptanceTime(shopId),
    queryFn: ({ signal }) => getAcceptanceTime(shopId, signal),
    refetchInterval: ACCEPTANCE_POLL_MS,
    staleTime: 0,
    enabled: shopId !== '',
  });

/** PRODUCT.md §7: when the estimate cannot be fetched, the card shows 0 pending orders and 5 minutes. */
export function useAcceptanceTime(shopId: string): {
  data: AcceptanceTime;
  fallback: boolean;
  loading: boolean;
} {
  const query = useQuery(acceptanceTimeQueryOptions(shopId));
  if (query.isSuccess) return { data: query.data, fallback: false, loading: false };
  return { data: fallbackAcceptanceTime(), fallback: query.isError, loading: query.isPending };
}
