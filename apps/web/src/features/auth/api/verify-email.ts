import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export const verifyEmail = (token: string, email: string, signal?: AbortSignal) =>
  apiRequest<{ email: string; verified: true }>('/auth/verify-email', { query: { token, email }, signal });

/** A link verifies once: the answer is kept and never fetched again (focus, remount, strict mode). */
export const verifyEmailQueryOptions = (token: string, email: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token, email),
    queryFn: ({ signal }) => verifyEmail(token, email, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

export const useVerifyEmail = (token: string, email: string, enabled: boolean) =>
  useQuery({ ...verifyEmailQueryOptions(token, email), enabled });
