import { CLAIM_MESSAGES, type Claim, type DecideClaimRequest, isId, toPaise } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { conflict, notFound, validationError } from '../../../http/errors.js';
import type { Actor } from '../core/actor.js';
import { announceClaim, claimOf, claimsOf } from './reads.js';
import { applyDecision, type LineDecision } from './refund.js';
import { ClaimRepository } from './repository.js';

/**
 * An admin decides every line of a claim in review: approve (the whole amount claimed or less) or refuse
 * with a reason the customer reads. The claim is locked first: when two admins decide at once, the
 * second finds it decided and is told so (409), and nothing is paid twice.
 */
export async function decideClaim(
  ctx: Pick<AppContext, 'db' | 'now' | 'events'>,
  claimId: string,
  admin: Actor,
  input: DecideClaimRequest,
): Promise<Claim> {
  if (!isId(claimId)) throw notFound(CLAIM_MESSAGES.claimNotFound);
  const customerId = await ctx.db.transaction(async (tx) => {
    const repo = new ClaimRepository(tx);
    const claim = await repo.lock(claimId);
    if (!claim) throw notFound(CLAIM_MESSAGES.claimNotFound);
    if (claim.status !== 'in_review') throw conflict(CLAIM_MESSAGES.alreadyDecided);
    const [record] = await repo.loadMany({ claimIds: [claim.id] });
    const lines = record!.lines;
    const byItem = new Map(input.lines.map((l, i) => [l.itemId, { ...l, index: i }]));
    if (
      byItem.size !== input.lines.length ||
      lines.some((l) => !byItem.has(l.itemId)) ||
      byItem.size !== lines.length
    )
      throw validationError([{ field: 'lines', message: CLAIM_MESSAGES.decideEveryLine }]);
    const decisions: LineDecision[] = lines.map((line) => {
      const d = byItem.get(line.itemId)!;
      const reason = d.reason?.trim() || null;
      if (!d.approve && !reason)
        throw validationError([{ field: `lines.${d.index}.reason`, message: CLAIM_MESSAGES.refusalReason }]);
      const approvedPaise = d.amount === undefined ? line.amountPaise : toPaise(d.amount);
      if (d.approve && approvedPaise > line.amountPaise)
        throw validationError([
          { field: `lines.${d.index}.amount`, message: CLAIM_MESSAGES.approvedTooMuch },
        ]);
      return { line, approve: d.approve, approvedPaise, reason };
    });
    await applyDecision(
      tx,
      claim,
      decisions,
      { id: admin.id, name: admin.name, automatic: false },
      ctx.now(),
    );
    return claim.customerId;
  });
  const decided = await claimOf(ctx.db, claimId, true);
  announceClaim(ctx, decided, customerId);
  return decided;
}

/** The admins' queue: claims of one status (those in review oldest first), with evidence. */
export async function claimQueue(ctx: Pick<AppContext, 'db'>, status: string | undefined): Promise<Claim[]> {
  const repo = new ClaimRepository(ctx.db);
  const ids = await repo.idsByStatus(status, 200);
  const records = await repo.loadMany({ claimIds: ids });
  const order = new Map(ids.map((id, i) => [id, i]));
  records.sort((a, b) => order.get(a.claim.id)! - order.get(b.claim.id)!);
  return claimsOf(ctx.db, records, true);
}
