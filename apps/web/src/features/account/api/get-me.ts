import type { AuthUser } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** GET /api/me: the signed-in customer as the account saves them (language, order SMS). */
export const getMe = (signal?: AbortSignal) =>
  apiRequest<{ user: AuthUser }>('/me', { signal }).then((reply) => reply.user);

export const meQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
