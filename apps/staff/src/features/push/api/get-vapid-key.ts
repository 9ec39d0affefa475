import type { PublicConfig } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { pushKeys } from './push-keys';

/** GET /api/config: the VAPID public key a browser subscribes to Web Push with (issue 19). */
export const vapidKeyQuery = queryOptions({
  queryKey: pushKeys.vapidKey(),
  queryFn: async () => (await apiRequest<PublicConfig>('/config')).vapidPublicKey ?? null,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useVapidKey = () => useQuery(vapidKeyQuery);
