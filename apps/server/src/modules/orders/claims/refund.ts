import {
  CLAIM_NOTES,
  claimStatusOf,
  formatRupees,
  fromPaise,
  REFUND_DESTINATION_LABELS,
} from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { OrderRepository } from '../core/repository.js';
import { catalogueNote, noteColumns } from '../core/timeline-note.js';
import { addCredit, type LedgerAuthor } from '../credit/ledger.js';
import { queueRefund, refundableOf } from '../payments/refund-service.js';
import { type ClaimLineRow, ClaimRepository, type ClaimRow } from './repository.js';

/** The gateway refund's idempotency key: one per claim. */
export const claimRefundKey = (claimId: string) => `claim:${claimId}`;

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
  const items = decisions
    .filter((d) => d.approve)
    .map((d) => `${nameOf(d.line.itemId)} × ${d.line.quantity}`)
    .join(', ');
  // Issue 43's online payment gets the money back unless the customer chose credit; cash and UPI at the
  // door (no hold to refund) always get credit.
  const online =
    refundPaise > 0 && claim.refundTo === 'original'
      ? await refundToPayment(tx, claim, refundPaise, items, by, now)
      : false;
  const destination = online ? 'original' : 'credit';
  await repo.update(claim.id, {
    status,
    autoApproved: by.automatic,
    decidedBy: by.id,
    decidedByName: by.name,
    decidedAt: now,
    refundTo: destination,
    refundPaise,
    refundStatus: refundPaise === 0 ? 'none' : online ? 'pending' : 'refunded',
  });
  if (refundPaise > 0 && !online)
    await addCredit(tx, {
      customerId: claim.customerId,
      amountPaise: refundPaise,
      kind: 'claim_refund',
      reason: items,
      orderId: claim.orderId,
      claimId: claim.id,
      by,
      now,
    });
  const amount = formatRupees(fromPaise(refundPaise));
  const where = REFUND_DESTINATION_LABELS[destination];
  const note =
    refundPaise === 0
      ? catalogueNote(CLAIM_NOTES.refused, { name: by.name })
      : by.automatic
        ? catalogueNote(CLAIM_NOTES.autoApproved, { amount, destination: where })
        : catalogueNote(CLAIM_NOTES.approved, { amount, name: by.name, destination: where });
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

/**
 * Queues a gateway refund of the order's online payment in this transaction (issue 43's queue retries it
 * until the gateway confirms; the claim's id is its idempotency key, so it is made once). False when the
 * order has no captured online payment that covers the amount: the money then goes to credit.
 */
async function refundToPayment(
  tx: DbOrTx,
  claim: ClaimRow,
  paise: number,
  items: string,
  by: LedgerAuthor,
  now: Date,
): Promise<boolean> {
  const holds = refundableOf(await new PaymentRepository(tx).forOrder(claim.orderId, true));
  const hold = holds.find((h) => h.paise >= paise);
  if (!hold) return false;
  await queueRefund(tx, now, {
    hold: hold.hold,
    amountPaise: paise,
    reason: items,
    actorId: by.id,
    key: claimRefundKey(claim.id),
  });
  return true;
}
