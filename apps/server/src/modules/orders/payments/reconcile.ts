import {
  isCancelled,
  isDelivered,
  isOutForDelivery,
  isReadyForDelivery,
  ORDER_STATUSES,
} from '@jhola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { announcePayment } from './announce.js';
import { confirmHold, placeHeldOrder } from './confirm-service.js';
import { markDoorQrPaid } from './door-upi-service.js';
import type { PaymentGateway } from './gateway/gateway.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { confirmPaidAtOnce, isPaidAtOnce } from './paid-at-once.js';
import { runRefund } from './refund-job.js';
import { settleOrder } from './settle-service.js';

/** Left to the webhook this long before the gateway is asked. */
const QUIET_MS = 2 * 60_000;
/** A checkout nobody paid in this long was abandoned (Razorpay's checkout gives up sooner). */
const ABANDONED_MS = 30 * 60_000;
const BATCH = 100;

/** The statuses at which an online order's hold must be settled: bill approved and after, or cancelled. */
export const SETTLING_STATUSES = ORDER_STATUSES.filter(
  (s) => isCancelled(s) || isReadyForDelivery(s) || isOutForDelivery(s) || isDelivered(s),
);

/**
 * The reconciliation (issue 43), a recurring job on the queue: every payment in an unfinished state is
 * settled by asking the gateway, for a webhook that never came or a process killed mid-way: holds paid
 * but not confirmed (or abandoned), holds authorised but their order not placed, captures and releases
 * the order's status calls for, refunds the gateway has not confirmed, door QR codes paid.
 */
export async function reconcilePayments(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const repo = new PaymentRepository(ctx.db);
  const gateway = paymentGatewayFor(ctx);
  const now = ctx.now();
  const work: [string, () => Promise<unknown>][] = [
    ...(await repo.unfinished(new Date(now.getTime() - QUIET_MS), BATCH)).map(
      (row): [string, () => Promise<unknown>] => [row.id, () => reconcileEntry(ctx, gateway, row, log)],
    ),
    ...(await repo.unplacedHolds()).map((row): [string, () => Promise<unknown>] => [
      row.id,
      () => placeHeldOrder(ctx, repo, row, log),
    ]),
    ...(await repo.holdsToSettle(SETTLING_STATUSES, BATCH)).map(
      (orderId): [string, () => Promise<unknown>] => [orderId, () => settleOrder(ctx, orderId)],
    ),
  ];
  for (const [id, step] of work) {
    // One payment the gateway cannot answer about must not stop the others.
    await step().catch((error: unknown) => log.warn({ err: error, id }, 'could not reconcile a payment'));
  }
}

async function reconcileEntry(
  ctx: AppContext,
  gateway: PaymentGateway,
  row: PaymentRow,
  log: FastifyBaseLogger,
) {
  const repo = new PaymentRepository(ctx.db);
  const old = ctx.now().getTime() - row.createdAt.getTime() > ABANDONED_MS;
  if (row.kind === 'hold') {
    const payments = row.gatewayOrderId ? await gateway.orderPayments(row.gatewayOrderId) : [];
    const paid = payments.find((p) => p.status === 'authorized' || p.status === 'captured');
    if (paid) return confirmHold(ctx, row.id, paid, log);
    if (old)
      await repo.update(row.id, { status: 'failed', failure: 'The payment was not completed' }, ctx.now());
    return;
  }
  if (isPaidAtOnce(row.kind) && row.gatewayOrderId) {
    // A tip or top-up paid while its webhook was lost: the gateway's word captures it now.
    const paid = (await gateway.orderPayments(row.gatewayOrderId)).find(
      (p) => p.status === 'authorized' || p.status === 'captured',
    );
    if (paid) await confirmPaidAtOnce(ctx, row.id, paid);
    else if (old)
      await repo.update(row.id, { status: 'failed', failure: 'The payment was not completed' }, ctx.now());
    return;
  }
  if (row.kind === 'capture' && row.orderId) return settleOrder(ctx, row.orderId);
  if (row.kind === 'refund') return runRefund(ctx, row.id);
  if (row.kind === 'door_upi' && row.gatewayOrderId) {
    const paid = (await gateway.qrPayments(row.gatewayOrderId)).find((p) => p.status === 'captured');
    if (paid && (await markDoorQrPaid(ctx, row.gatewayOrderId, paid)).outcome === 'paid')
      await announcePayment(ctx, row.orderId);
  }
}
