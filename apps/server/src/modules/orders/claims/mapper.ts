import { type Claim, type ClaimEvidence, claimSchema, fromPaise } from '@jhola/domain';
import type { ClaimRecord } from './repository.js';

type ClaimRefund = Claim['refund'];

/** Same-origin path of a claim's photo; served to the order's customer and admins only. */
export const claimPhotoUrl = (claimId: string, index: number): string =>
  `/api/claims/${claimId}/photos/${index}`;

const refundOf = (record: ClaimRecord): ClaimRefund =>
  record.claim.refundStatus === 'none'
    ? null
    : {
        amount: fromPaise(record.claim.refundPaise),
        destination: record.claim.refundTo === 'original' ? 'original' : 'credit',
        status: record.claim.refundStatus === 'refunded' ? 'refunded' : 'pending',
      };

/** A claim as its customer reads it; admins also get each line's evidence. */
export function toClaim(
  record: ClaimRecord,
  options: { evidence: boolean },
  names: Map<string, string>,
): Claim {
  const { claim } = record;
  return claimSchema.parse({
    id: claim.id,
    orderId: claim.orderId,
    orderNumber: record.orderNumber,
    status: claim.status,
    createdAt: claim.createdAt.toISOString(),
    autoApproved: claim.autoApproved,
    photoUrls: claim.photoNames.map((_, i) => claimPhotoUrl(claim.id, i)),
    refund: refundOf(record),
    lines: record.lines.map((line) => ({
      itemId: line.itemId,
      name: names.get(line.itemId) ?? '',
      reason: line.reason,
      quantity: line.quantity,
      note: line.note,
      amount: fromPaise(line.amountPaise),
      status: line.status,
      approvedAmount: fromPaise(line.approvedPaise),
      decision:
        line.status === 'in_review' || !claim.decidedAt
          ? null
          : {
              reason: line.decisionReason,
              at: claim.decidedAt.toISOString(),
              by: claim.decidedByName ?? 'Jhola',
            },
      ...(options.evidence ? { evidence: line.evidence as ClaimEvidence } : {}),
    })),
  });
}
