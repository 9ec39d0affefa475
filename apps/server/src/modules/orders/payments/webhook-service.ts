import type { AppContext } from '../../../context.js';
import { AppError } from '../../../http/errors.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { announcePayment } from './announce.js';
import { confirmHold, failHold } from './confirm-service.js';
import { markDoorQrPaid } from './door-upi-service.js';
import type { GatewayPayment, GatewayRefund } from './gateway/gateway.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { validWebhookSignature } from './gateway/webhook-signature.js';
import { confirmPaidAtOnce, isPaidAtOnce } from './paid-at-once.js';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: GatewayPayment };
    refund?: { entity?: GatewayRefund };
    qr_code?: { entity?: { id?: string } };
  };
}

/**
 * A gateway webhook (issue 43), Razorpay's format in both modes: the signature is checked against the
 * raw body before anything is read (wrong or missing: 400, nothing changed); each event is handled once
 * by its id (duplicates and replays answer "duplicate"); handlers read state, so events in any order
 * settle the same way. A payment whose amount is not the hold's or the QR's is refused and kept for
 * admins (`GET /api/admin/payments/flags`).
 */
export async function handleWebhook(
  ctx: AppContext,
  raw: string,
  headers: { signature: string | undefined; eventId: string | undefined },
  log?: Log,
): Promise<{ outcome: WebhookOutcome; orderId: string | null }> {
  if (!validWebhookSignature(raw, headers.signature, paymentGatewayFor(ctx).webhookSecret))
    throw new AppError('BAD_REQUEST', 'The webhook signature is missing or wrong');
  const eventId = headers.eventId?.trim();
  if (!eventId || eventId.length > 100)
    throw new AppError('BAD_REQUEST', 'The x-razorpay-event-id header is required');
  const repo = new PaymentRepository(ctx.db);
  if (await repo.eventSeen(eventId)) return { outcome: 'duplicate', orderId: null };
  let body: WebhookBody;
  try {
    body = JSON.parse(raw) as WebhookBody;
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON');
  }
  const event = typeof body.event === 'string' ? body.event.slice(0, 60) : 'unknown';
  const result = await apply(ctx, event, body, log);
  const detail = result.outcome === 'refused' ? 'The amount paid is not the amount asked' : null;
  if (result.outcome === 'refused')
    log?.warn(
      { eventId, event, orderId: result.orderId },
      'a payment webhook with a wrong amount was refused',
    );
  const first = await repo.recordEvent(
    { eventId, event, outcome: result.outcome, orderId: result.orderId, detail },
    ctx.now(),
  );
  return first ? result : { outcome: 'duplicate', orderId: result.orderId };
}

async function apply(
  ctx: AppContext,
  event: string,
  body: WebhookBody,
  log?: Log,
): Promise<{ outcome: WebhookOutcome; orderId: string | null }> {
  const repo = new PaymentRepository(ctx.db);
  const payment = body.payload?.payment?.entity;
  const qrId = body.payload?.qr_code?.entity?.id ?? payment?.qr_code_id ?? null;
  if (payment && qrId && (event === 'qr_code.credited' || event === 'payment.captured')) {
    const door = await markDoorQrPaid(ctx, qrId, payment);
    if (door.outcome === 'paid') await announcePayment(ctx, door.orderId);
    return {
      outcome: door.outcome === 'paid' ? 'applied' : door.outcome === 'refused' ? 'refused' : 'ignored',
      orderId: door.orderId,
    };
  }
  if (payment?.order_id && (event === 'payment.authorized' || event === 'payment.captured')) {
    const hold = await repo.findByGatewayOrder(payment.order_id);
    if (!hold) return { outcome: 'ignored', orderId: null };
    if (isPaidAtOnce(hold.kind))
      return { outcome: await confirmPaidAtOnce(ctx, hold.id, payment), orderId: hold.orderId };
    const confirmed = await confirmHold(ctx, hold.id, payment, log);
    return { outcome: confirmed.outcome === 'refused' ? 'refused' : 'applied', orderId: confirmed.orderId };
  }
  if (payment?.order_id && event === 'payment.failed') {
    const hold = await repo.findByGatewayOrder(payment.order_id);
    if (!hold) return { outcome: 'ignored', orderId: null };
    await failHold(ctx, hold.id, payment);
    return { outcome: 'applied', orderId: hold.orderId };
  }
  const refund = body.payload?.refund?.entity;
  if (refund?.id && (event === 'refund.processed' || event === 'refund.failed')) {
    const row = await repo.findRefund(refund.id, refund.notes?.refundId ?? null);
    if (!row) return { outcome: 'ignored', orderId: null };
    if (row.status === 'pending')
      await repo.update(
        row.id,
        { status: event === 'refund.processed' ? 'processed' : 'failed', gatewayRefundId: refund.id },
        ctx.now(),
      );
    await announcePayment(ctx, row.orderId);
    return { outcome: 'applied', orderId: row.orderId };
  }
  return { outcome: 'ignored', orderId: null };
}
