import type { PublicConfig } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { appKeys } from './app-keys';

/**
 * GET /api/config: what the browser may know (Google client id or null, support e-mail, version).
 * Shared by several screens (contact page, debug panel, Google sign-in), hence in lib/.
 */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: appKeys.publicConfig(),
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
