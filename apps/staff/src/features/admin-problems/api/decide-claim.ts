import type { Claim, DecideClaimRequest } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { problemsKeys } from './problems-keys';

/** POST /admin/claims/:id/decide: every line approved (in full or less) or refused with a reason. */
export const decideClaim = (claimId: string, body: DecideClaimRequest) =>
  apiRequest<{ claim: Claim }>(`/admin/claims/${encodeURIComponent(claimId)}/decide`, {
    method: 'POST',
    body,
  }).then((a) => a.claim);

export function useDecideClaim(claimId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideClaimRequest) => decideClaim(claimId, body),
    // Decided here or by another admin first (409): the queue is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: problemsKeys.all }),
  });
}
