import { randomBytes } from 'node:crypto';
import {
  CLAIM_MESSAGES,
  CLAIM_NOTES,
  CLAIM_PHOTOS_MAX,
  CLAIM_REASON_LABELS,
  type Claim,
  CONVERSATION_MESSAGES,
  type CreateClaimInput,
  claimWindowOpen,
  englishText,
  isDelivered,
  isId,
  toPaise,
} from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { AppError, conflict, notFound, validationError } from '../../../http/errors.js';
import { toWebImage } from '../../photos/web-image.js';
import { OrderMessageRepository } from '../conversation/repository.js';
import { CHAT_IMAGE, partiesOf, toMessage } from '../conversation/service.js';
import { type Actor, ORDER_NOT_FOUND } from '../core/actor.js';
import type { OrderRecord } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { catalogueNote, noteColumns } from '../core/timeline-note.js';
import { checkLine } from './evidence.js';
import { announceClaim, claimOf } from './reads.js';
import { applyDecision } from './refund.js';
import { ClaimRepository, type NewClaimLine } from './repository.js';

export const claimPhotoKey = (name: string) => `claims/${name}`;
const DAY_MS = 86_400_000;

/** Thrown inside the transaction when an item was claimed meanwhile, or the key was used meanwhile. */
class WrittenMeanwhile extends Error {}

/**
 * Issue 44: the customer reports problems with a delivered order's items, within 48 hours. Each line is
 * checked against what Jhola knows (evidence.ts); a claim that stays within the per-order amount, from a
 * customer with few approved claims lately, with nothing in the evidence against it, is approved and
 * refunded to Jhola credit in the same transaction; anything else waits in the admins' queue. The claim
 * goes on the order's timeline and into its chat. A retry with the same Idempotency-Key answers the
 * first claim.
 */
export async function submitClaim(
  ctx: AppContext,
  orderId: string,
  actor: Actor,
  input: CreateClaimInput,
  photos: Buffer[],
  clientKey: string | undefined,
): Promise<{ claim: Claim; created: boolean }> {
  const replay = async () => {
    const earlier = clientKey ? await new ClaimRepository(ctx.db).findByClientKey(actor.id, clientKey) : null;
    return earlier ? { claim: await claimOf(ctx.db, earlier.id, false), created: false } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await writeClaim(ctx, orderId, actor, input, photos, clientKey);
  } catch (error) {
    // The same request, sent twice at once: the one that came second finds the first's claim.
    const lost =
      error instanceof WrittenMeanwhile || (error instanceof AppError && error.code === 'CONFLICT');
    const first = lost ? await replay() : null;
    if (first) return first;
    throw error instanceof WrittenMeanwhile ? conflict(CLAIM_MESSAGES.alreadyClaimed) : error;
  }
}

async function writeClaim(
  ctx: AppContext,
  orderId: string,
  actor: Actor,
  input: CreateClaimInput,
  photos: Buffer[],
  clientKey: string | undefined,
): Promise<{ claim: Claim; created: boolean }> {
  const record = isId(orderId) ? await new OrderRepository(ctx.db).loadFull(orderId) : null;
  if (!record || record.row.customerId !== actor.id) throw notFound(ORDER_NOT_FOUND);
  const now = ctx.now();
  if (!isDelivered(record.row.status)) throw conflict(CLAIM_MESSAGES.notDelivered);
  if (!claimWindowOpen(record.row.deliveredAt, now)) throw conflict(CLAIM_MESSAGES.windowClosed);
  const ids = input.lines.map((l) => l.itemId);
  if (new Set(ids).size !== ids.length)
    throw validationError([{ field: 'lines', message: CLAIM_MESSAGES.duplicateItem }]);
  if (photos.length > CLAIM_PHOTOS_MAX)
    throw validationError([{ field: 'photos', message: CLAIM_MESSAGES.tooManyPhotos }]);

  // Checked once before the photos are stored (a line that is wrong stores nothing), again under the lock.
  const before = await new ClaimRepository(ctx.db).claimedItemIds(record.row.id);
  for (const [i, line] of input.lines.entries()) checkLine(record, before, line, i);
  const photoNames = await storePhotos(ctx, photos);

  let result: { claimId: string; message: ReturnType<typeof toMessage> | null };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const orders = new OrderRepository(tx);
      await orders.findRowForUpdate(record.row.id);
      const repo = new ClaimRepository(tx);
      const claimed = await repo.claimedItemIds(record.row.id);
      const checked = input.lines.map((line, i) => ({ line, ...checkLine(record, claimed, line, i) }));
      const lines: NewClaimLine[] = checked.map((c, position) => ({
        orderId: record.row.id,
        itemId: c.item.id,
        position,
        reason: c.line.reason,
        quantity: c.line.quantity,
        note: c.line.note,
        amountPaise: c.amountPaise,
        evidence: c.evidence,
      }));
      const claim = await repo.insert(
        {
          orderId: record.row.id,
          customerId: actor.id,
          photoNames,
          // 'original': back to an online payment when there is one (else credit, at the decision).
          refundTo: input.refundTo ?? 'original',
          clientKey: clientKey ?? null,
          createdAt: now,
        },
        lines,
      );
      if (!claim) throw new WrittenMeanwhile();

      const items = checked
        .map((c) => `${c.item.name} × ${c.line.quantity} (${CLAIM_REASON_LABELS[c.line.reason]})`)
        .join(', ');
      await orders.insertTimeline({
        orderId: record.row.id,
        status: record.row.status,
        ...noteColumns(catalogueNote(CLAIM_NOTES.reported, { items })),
        actorId: actor.id,
        actorRole: 'customer',
        actorName: actor.name,
        createdAt: now,
      });
      const { row: message } = await new OrderMessageRepository(tx).insert({
        orderId: record.row.id,
        authorId: actor.id,
        fromRole: 'customer',
        authorName: actor.name,
        text: englishText(CLAIM_NOTES.chatReported, { items }),
        createdAt: now,
      });

      const total = checked.reduce((sum, c) => sum + c.amountPaise, 0);
      if (await qualifiesAtOnce(ctx, repo, record, total, checked, now)) {
        const written = await repo.loadMany({ claimIds: [claim.id] });
        const decisions = written[0]!.lines.map((line) => ({
          line,
          approve: true,
          approvedPaise: line.amountPaise,
          reason: null,
        }));
        await applyDecision(tx, claim, decisions, { id: null, name: 'Jhola', automatic: true }, now);
      }
      return { claimId: claim.id, message: toMessage(message) };
    });
  } catch (error) {
    await Promise.all(photoNames.map((name) => ctx.files.delete(claimPhotoKey(name))));
    throw error;
  }
  if (result.message)
    ctx.events.emit('order.message', { message: result.message, parties: partiesOf(record.row) });
  const claim = await claimOf(ctx.db, result.claimId, false);
  // The admins' Problems queue gains it live; approved at once, the customer's other screens see it too.
  announceClaim(ctx, claim, record.row.customerId);
  return { claim, created: true };
}

/**
 * Decision 0064: at once when the claim with what this order already got back stays within the amount,
 * the customer has had at most the allowed number of claims approved in 30 days, and no line's evidence
 * speaks against it.
 */
async function qualifiesAtOnce(
  ctx: AppContext,
  repo: ClaimRepository,
  record: OrderRecord,
  totalPaise: number,
  checked: { evidence: { flags: string[] } }[],
  now: Date,
): Promise<boolean> {
  const policy = ctx.config.claims;
  if (checked.some((c) => c.evidence.flags.length > 0)) return false;
  const already = await repo.approvedOnOrder(record.row.id);
  if (already + totalPaise > toPaise(policy.autoApproveRupees)) return false;
  const recent = await repo.approvedClaimsSince(record.row.customerId, new Date(now.getTime() - 30 * DAY_MS));
  return recent <= policy.autoApproveMaxClaims;
}

/** The chat's rules for photos: checked by content, re-encoded (no camera metadata), stored as WebP. */
async function storePhotos(ctx: AppContext, photos: Buffer[]): Promise<string[]> {
  const names: string[] = [];
  for (const photo of photos) {
    const image = await toWebImage(photo, CHAT_IMAGE, {
      type: CONVERSATION_MESSAGES.imageType,
      size: CONVERSATION_MESSAGES.imageSize,
    });
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await ctx.files.put(claimPhotoKey(name), { bytes: image.bytes, contentType: image.contentType });
    names.push(name);
  }
  return names;
}
