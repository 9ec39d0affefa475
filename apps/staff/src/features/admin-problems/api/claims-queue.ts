import type { Claim, ClaimStatus } from '@jhola/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { problemsKeys } from './problems-keys';

/** GET /admin/claims?status=: the claims of one status, with each line's evidence. */
export const getClaims = (status: ClaimStatus) =>
  apiRequest<{ claims: Claim[] }>('/admin/claims', { query: { status } }).then((a) => a.claims);

export const useClaimsQueue = (status: ClaimStatus) =>
  useQuery({ queryKey: problemsKeys.queue(status), queryFn: () => getClaims(status) });
