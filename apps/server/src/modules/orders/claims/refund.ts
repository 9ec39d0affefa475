import {
  CLAIM_NOTES,
  claimStatusOf,
  formatRupees,
  fromPaise,
  REFUND_DESTINATION_LABELS,
} from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import { OrderRepository } from '../core/repository.js';
import { catalogueNote, noteColumns } from '../core/timeline-note.js';
import { addCredit, type LedgerAuthor } from '../credit/ledger.js';
import { type ClaimLineRow, ClaimRepository, type ClaimRow } from './repository.js';

export interface LineDecision {
  line: ClaimLineRow;
  approve: boolean;
  approvedPaise: number;
  reason: string | null;
}

/**
 * Records the decision on every line of a claim and pays what was approved, in the caller's transaction
 * (so once: the claim was locked or just written, and the credit's unique claim index refuses a second
 * refund). Approved money goes to Jhola credit (decision 0064); the order's timeline says so.
 */
export async function applyDecision(
  tx: DbOrTx,
  claim: ClaimRow,
  decisions: LineDecision[],
  by: LedgerAuthor & { automatic: boolean },
  now: Date,
): Promise<void> {
  const repo = new ClaimRepository(tx);
  for (const d of decisions)
    await repo.decideLine(d.line.id, {
      status: d.approve ? 'approved' : 'refused',
      approvedPaise: d.approve ? d.approvedPaise : 0,
      decisionReason: d.reason,
    });
  const orders = new OrderRepository(tx);
  const order = await orders.loadFull(claim.orderId);
  const nameOf = (itemId: string) => order?.items.find((i) => i.id === itemId)?.name ?? '';
  const refundPaise = decisions.reduce((sum, d) => sum + (d.approve ? d.approvedPaise : 0), 0);
  const status = claimStatusOf(decisions.map((d) => ({ status: d.approve ? 'approved' : 'refused' })));
  await repo.update(claim.id, {
    status,
    autoApproved: by.automatic,
    decidedBy: by.id,
    decidedByName: by.name,
    decidedAt: now,
    refundTo: 'credit',
    refundPaise,
    refundStatus: refundPaise > 0 ? 'refunded' : 'none',
  });
  if (refundPaise > 0)
    await addCredit(tx, {
      customerId: claim.customerId,
      amountPaise: refundPaise,
      kind: 'claim_refund',
      reason: decisions
        .filter((d) => d.approve)
        .map((d) => `${nameOf(d.line.itemId)} × ${d.line.quantity}`)
        .join(', '),
      orderId: claim.orderId,
      claimId: claim.id,
      by,
      now,
    });
  const amount = formatRupees(fromPaise(refundPaise));
  const destination = REFUND_DESTINATION_LABELS.credit;
  const note =
    refundPaise === 0
      ? catalogueNote(CLAIM_NOTES.refused, { name: by.name })
      : by.automatic
        ? catalogueNote(CLAIM_NOTES.autoApproved, { amount, destination })
        : catalogueNote(CLAIM_NOTES.approved, { amount, name: by.name, destination });
  await orders.insertTimeline({
    orderId: claim.orderId,
    status: order?.row.status ?? 'delivered',
    ...noteColumns(note),
    actorId: by.id,
    actorRole: by.automatic ? 'system' : 'admin',
    actorName: by.name,
    createdAt: now,
  });
}
