import type { PublicConfig } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/config: the VAPID public key a browser subscribes to Web Push with (issue 19). */
export const vapidKeyQuery = queryOptions({
  queryKey: ['public-config', 'vapid'] as const,
  queryFn: async () => (await apiRequest<PublicConfig>('/config')).vapidPublicKey ?? null,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useVapidKey = () => useQuery(vapidKeyQuery);
