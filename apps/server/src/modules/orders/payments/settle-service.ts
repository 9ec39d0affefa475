import { randomUUID } from 'node:crypto';
import { isCancelled, isDelivered, isOutForDelivery, isReadyForDelivery, settleHold } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { approvedPaise, releaseKey } from '../core/payment-state.js';
import { announcePayment } from './announce.js';
import { GatewayError, type PaymentGateway } from './gateway/gateway.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { queueRefund, refundableOf } from './refund-service.js';

const billApproved = (status: string) =>
  isReadyForDelivery(status) || isOutForDelivery(status) || isDelivered(status);
export const CANCEL_REFUND_KEY = (holdId: string) => `cancel:${holdId}`;

/**
 * Settles an online order's holds with what the order now says (issue 43), safe to run any number of
 * times (the job after each change, the reconciliation): once the bill is approved, capture exactly the
 * approved amount (partial capture where the gateway allows it, else capture all and refund the
 * difference at once); once cancelled, release what is only authorised and refund what was captured,
 * with the reason.
 */
export async function settleOrder(ctx: AppContext, orderId: string): Promise<void> {
  const repo = new PaymentRepository(ctx.db);
  const order = await repo.orderMoney(orderId);
  if (order?.paymentMethod !== 'online') return;
  const gateway = paymentGatewayFor(ctx);
  const entries = await repo.forOrder(orderId);
  let moved = false;
  for (const hold of entries.filter((row) => row.kind === 'hold')) {
    if (isCancelled(order.status)) {
      await cancelHold(ctx, hold, order.cancellationReason);
      moved = true;
    } else if (billApproved(order.status) && hold.status === 'authorized') {
      await captureHold(ctx, gateway, hold, approvedPaise(order), entries);
      moved = true;
    }
  }
  ctx.jobKinds.wake();
  // The customer's page turns "Paid ₹512 online · ₹48 released" at once.
  if (moved) await announcePayment(ctx, orderId);
}

async function captureHold(
  ctx: AppContext,
  gateway: PaymentGateway,
  hold: PaymentRow,
  approved: number,
  entries: PaymentRow[],
): Promise<void> {
  const { captured, released } = settleHold(hold.amountPaise, approved);
  const amount = gateway.partialCapture ? captured : hold.amountPaise;
  const repo = new PaymentRepository(ctx.db);
  // The capture is written before the gateway is asked, so a process killed in between leaves a
  // pending capture that the next run (or the reconciliation) finishes instead of capturing twice.
  const capture =
    entries.find((row) => row.kind === 'capture' && row.parentId === hold.id) ??
    (await repo.insert({
      id: randomUUID(),
      orderId: hold.orderId,
      customerId: hold.customerId,
      kind: 'capture',
      status: 'pending',
      method: hold.method,
      amountPaise: amount,
      gateway: hold.gateway,
      gatewayPaymentId: hold.gatewayPaymentId,
      parentId: hold.id,
      idempotencyKey: `capture:${hold.id}`,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })) ??
    (await repo.findByKey(hold.customerId, 'capture', `capture:${hold.id}`));
  if (!capture || !hold.gatewayPaymentId) return;
  if (capture.status === 'pending') {
    try {
      await gateway.capture(hold.gatewayPaymentId, capture.amountPaise);
    } catch (error) {
      // Captured already (a run that died before writing it down): the gateway's word decides.
      const payment = await gateway.payment(hold.gatewayPaymentId);
      if (!(error instanceof GatewayError) || payment.status !== 'captured') throw error;
    }
  }
  await ctx.db.transaction(async (tx) => {
    const locked = new PaymentRepository(tx);
    await locked.update(capture.id, { status: 'captured' }, ctx.now());
    await locked.update(hold.id, { status: 'captured' }, ctx.now());
    if (!gateway.partialCapture && released > 0)
      await queueRefund(tx, ctx.now(), {
        hold: { ...hold, status: 'captured' },
        amountPaise: released,
        reason: 'The approved bill was less than the amount held',
        actorId: null,
        key: releaseKey(hold.id),
      });
  });
}

async function cancelHold(ctx: AppContext, hold: PaymentRow, reason: string | null): Promise<void> {
  const why = reason ? `Order cancelled: ${reason}` : 'Order cancelled';
  await ctx.db.transaction(async (tx) => {
    const repo = new PaymentRepository(tx);
    const row = await repo.find(hold.id, true);
    if (!row) return;
    // Only authorised: nothing is captured, and the gateway lets the authorisation go.
    if (row.status === 'authorized')
      await repo.update(row.id, { status: 'released', failure: why }, ctx.now());
    if (row.status !== 'captured') return;
    const [left] = refundableOf(await repo.forOrder(row.orderId ?? '')).filter((h) => h.hold.id === row.id);
    if (left && left.paise > 0)
      await queueRefund(tx, ctx.now(), {
        hold: row,
        amountPaise: left.paise,
        reason: why,
        actorId: null,
        key: CANCEL_REFUND_KEY(row.id),
      });
  });
}
