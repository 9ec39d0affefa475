import { CLAIM_MESSAGES, type Claim, isId } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { notFound } from '../../../http/errors.js';
import { type Actor, ORDER_NOT_FOUND } from '../core/actor.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { OrderRepository } from '../core/repository.js';
import { toClaim } from './mapper.js';
import { claimRefundKey } from './refund.js';
import { type ClaimRecord, ClaimRepository } from './repository.js';

const PHOTO_NAME = /^[0-9a-f]{32}\.webp$/;

/** The items' names of the claims' orders, to name each line. */
async function itemNames(db: DbOrTx, records: ClaimRecord[]): Promise<Map<string, string>> {
  const orders = await new OrderRepository(db).loadMany([...new Set(records.map((r) => r.claim.orderId))]);
  return new Map(orders.flatMap((o) => o.items.map((i) => [i.id, i.name] as const)));
}

/** Claims as their customer reads them, or, with evidence, as an admin does (with the customer's history). */
export async function claimsOf(db: DbOrTx, records: ClaimRecord[], evidence: boolean): Promise<Claim[]> {
  const names = await itemNames(db, records);
  const customers = evidence
    ? new Map(
        (await new ClaimRepository(db).customersOf([...new Set(records.map((r) => r.claim.customerId))])).map(
          (c) => [c.id, c] as const,
        ),
      )
    : new Map();
  const processed = await gatewayRefundsDone(db, records);
  return records.map((r) => {
    const claim = toClaim(r, { evidence }, names);
    const refund =
      claim.refund && processed.has(r.claim.id)
        ? { ...claim.refund, status: 'refunded' as const }
        : claim.refund;
    const customer = customers.get(r.claim.customerId);
    return { ...claim, refund, ...(customer ? { customer } : {}) };
  });
}

/** The claims whose refund to the online payment the gateway has confirmed (issue 43's refund rows). */
async function gatewayRefundsDone(db: DbOrTx, records: ClaimRecord[]): Promise<Set<string>> {
  const payments = new PaymentRepository(db);
  const waiting = records.filter(
    (r) => r.claim.refundTo === 'original' && r.claim.refundStatus === 'pending',
  );
  const rows = await Promise.all(
    waiting.map((r) => payments.findByKey(r.claim.customerId, 'refund', claimRefundKey(r.claim.id))),
  );
  return new Set(waiting.filter((_, i) => rows[i]?.status === 'processed').map((r) => r.claim.id));
}

export async function claimOf(db: DbOrTx, claimId: string, evidence: boolean): Promise<Claim> {
  const records = await new ClaimRepository(db).loadMany({ claimIds: [claimId] });
  if (records.length === 0) throw notFound(CLAIM_MESSAGES.claimNotFound);
  return (await claimsOf(db, records, evidence))[0]!;
}

/** The order's claims, newest first: its customer's own (anyone else 404), or an admin's with evidence. */
export async function claimsOfOrder(
  ctx: Pick<AppContext, 'db'>,
  orderId: string,
  actor: Actor,
): Promise<Claim[]> {
  const row = isId(orderId) ? await new OrderRepository(ctx.db).findRow(orderId) : null;
  const admin = actor.role === 'admin';
  if (!row || (!admin && row.customerId !== actor.id)) throw notFound(ORDER_NOT_FOUND);
  return claimsOf(ctx.db, await new ClaimRepository(ctx.db).loadMany({ orderId: row.id }), admin);
}

/** A claim's photo, for its customer and admins only. */
export async function openClaimPhoto(
  ctx: Pick<AppContext, 'db' | 'files'>,
  claimId: string,
  index: number,
  actor: Actor,
) {
  const [record] = isId(claimId) ? await new ClaimRepository(ctx.db).loadMany({ claimIds: [claimId] }) : [];
  const allowed = record && (actor.role === 'admin' || record.claim.customerId === actor.id);
  const name = allowed ? record.claim.photoNames[index] : undefined;
  const file = name && PHOTO_NAME.test(name) ? await ctx.files.get(`claims/${name}`) : null;
  if (!file) throw notFound(CLAIM_MESSAGES.claimNotFound);
  return { bytes: file.bytes, size: file.bytes.length, contentType: file.contentType };
}

/** Issue 44: after the commit, the claim's customer and the admins hear where it stands (socket `order:claim`). */
export function announceClaim(ctx: Pick<AppContext, 'events'>, claim: Claim, customerId: string): void {
  ctx.events.emit('order.claim', {
    orderId: claim.orderId,
    claimId: claim.id,
    status: claim.status,
    customerId,
  });
}
