import type { Claim, ClaimStatus } from '@jhola/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api';
import { onReconnect, subscribe } from '../../../lib/socket';
import { problemsKeys } from './problems-keys';

/** GET /admin/claims?status=: the claims of one status, with each line's evidence. */
export const getClaims = (status: ClaimStatus) =>
  apiRequest<{ claims: Claim[] }>('/admin/claims', { query: { status } }).then((a) => a.claims);

/**
 * The queue, kept live: a claim filed or decided (`order:claim`, room `admins`) reads the lists and the
 * figures again, as does a reconnect (what was missed meanwhile).
 */
export function useClaimsQueue(status: ClaimStatus) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: problemsKeys.all });
    const offs = [subscribe('order:claim', refresh), onReconnect(refresh)];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
  return useQuery({ queryKey: problemsKeys.queue(status), queryFn: () => getClaims(status) });
}
