import type { Claim, ClaimReason } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

export interface ClaimDraft {
  lines: { itemId: string; reason: ClaimReason; quantity: number; note: string }[];
  photos: File[];
}

/**
 * POST /orders/:id/claims: JSON, or multipart with the JSON in `claim` and the photos in `photos`. The
 * transport sends an Idempotency-Key on it, so a retried report is the same claim.
 */
export function submitClaim(orderId: string, draft: ClaimDraft) {
  const claim = { lines: draft.lines };
  let body: unknown = claim;
  if (draft.photos.length > 0) {
    const form = new FormData();
    form.append('claim', JSON.stringify(claim));
    for (const photo of draft.photos) form.append('photos', photo, photo.name);
    body = form;
  }
  return apiRequest<{ claim: Claim }>(`/orders/${encodeURIComponent(orderId)}/claims`, {
    method: 'POST',
    body,
  }).then((a) => a.claim);
}

export function useSubmitClaim(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: ClaimDraft) => submitClaim(orderId, draft),
    onSuccess: () => client.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
