import { randomUUID } from 'node:crypto';
import { formatRupees, type PaymentEntry, rupeesOfPaise } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError, notFound } from '../../../http/errors.js';
import { JobRepository } from '../../jobs/repository.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { entryView } from './payment-views.js';

export const REFUND_JOB = 'payments.refund';

/** What is left to refund of each captured hold (paise): captured less every refund not failed. */
export function refundableOf(entries: PaymentRow[]): { hold: PaymentRow; paise: number }[] {
  return entries
    .filter((row) => row.kind === 'hold' && row.status === 'captured')
    .map((hold) => {
      const captured = entries
        .filter((row) => row.kind === 'capture' && row.parentId === hold.id && row.status === 'captured')
        .reduce((sum, row) => sum + row.amountPaise, 0);
      const refunded = entries
        .filter((row) => row.kind === 'refund' && row.parentId === hold.id && row.status !== 'failed')
        .reduce((sum, row) => sum + row.amountPaise, 0);
      return { hold, paise: captured - refunded };
    });
}

/**
 * Writes a refund of a captured hold and its job in the caller's transaction: the job asks the gateway
 * and is retried until the gateway takes it (the refund's id travels in its notes, so a retry after a
 * lost answer finds the first refund instead of making a second).
 */
export async function queueRefund(
  tx: DbOrTx,
  now: Date,
  input: { hold: PaymentRow; amountPaise: number; reason: string; actorId: string | null; key: string },
): Promise<PaymentRow> {
  const repo = new PaymentRepository(tx);
  const row = await repo.insert({
    id: randomUUID(),
    orderId: input.hold.orderId,
    customerId: input.hold.customerId,
    kind: 'refund',
    status: 'pending',
    method: input.hold.method,
    amountPaise: input.amountPaise,
    gateway: input.hold.gateway,
    gatewayPaymentId: null,
    parentId: input.hold.id,
    reason: input.reason,
    actorId: input.actorId,
    idempotencyKey: input.key,
    createdAt: now,
    updatedAt: now,
  });
  const refund = row ?? (await repo.findByKey(input.hold.customerId, 'refund', input.key));
  if (!refund) throw new AppError('CONFLICT', 'This refund is already being made');
  if (row)
    await new JobRepository(tx).schedule(
      { kind: REFUND_JOB, key: row.id, runAt: now, payload: { refundId: row.id } },
      now,
    );
  return refund;
}

/**
 * Refunds part of an order's online payment (issue 43; claims of issue 44 use it): queued and retried
 * until the gateway confirms; the same idempotency key answers the same refund. More than what was
 * captured and not yet refunded is a 409.
 */
export async function refundOrderPayment(
  ctx: AppContext,
  input: {
    orderId: string;
    amountPaise: number;
    reason: string;
    actorId: string | null;
    idempotencyKey: string;
  },
): Promise<PaymentEntry> {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new AppError('VALIDATION', 'A refund is a whole number of paise above 0');
  const refund = await ctx.db.transaction(async (tx) => {
    const repo = new PaymentRepository(tx);
    const order = await repo.orderMoney(input.orderId, true);
    if (!order) throw notFound('Order not found');
    const earlier = await repo.findByKey(order.customerId, 'refund', input.idempotencyKey);
    if (earlier) return earlier;
    const holds = refundableOf(await repo.forOrder(order.id));
    const hold = holds.find((h) => h.paise >= input.amountPaise);
    if (!hold) {
      const most = holds.reduce((max, h) => Math.max(max, h.paise), 0);
      throw new AppError(
        'CONFLICT',
        `Only ${formatRupees(rupeesOfPaise(most))} paid online can still be refunded`,
      );
    }
    return queueRefund(tx, ctx.now(), {
      hold: hold.hold,
      amountPaise: input.amountPaise,
      reason: input.reason,
      actorId: input.actorId,
      key: input.idempotencyKey,
    });
  });
  ctx.jobKinds.wake();
  return entryView(refund);
}
