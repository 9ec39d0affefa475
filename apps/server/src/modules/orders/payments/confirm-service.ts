import type { AppContext } from '../../../context.js';
import { AppError } from '../../../http/errors.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { ALREADY_PLACING_MESSAGE, placeOrder } from '../placement/place-order.js';
import { heldRequestOf } from './checkout-service.js';
import type { GatewayPayment } from './gateway/gateway.js';

export type ConfirmOutcome = 'placed' | 'refused' | 'mismatch' | 'unchanged';
type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * The gateway says a hold's payment is authorised (or captured): the hold is marked so and its order is
 * placed, through the same placement as a cash order, with the checkout's Idempotency-Key, so a second
 * confirmation (webhook and return page, a duplicate, the reconciliation) finds the one order. A payment
 * of another amount is refused. An order placement refuses (sold out since, shop closed) releases the
 * hold with the reason: nothing is captured, and the order never waits.
 */
export async function confirmHold(
  ctx: AppContext,
  holdId: string,
  payment: GatewayPayment,
  log?: Log,
): Promise<{ outcome: ConfirmOutcome; orderId: string | null }> {
  const repo = new PaymentRepository(ctx.db);
  const hold = await ctx.db.transaction(async (tx) => {
    const locked = new PaymentRepository(tx);
    const row = await locked.find(holdId, true);
    if (row?.kind !== 'hold') return null;
    if (payment.amount !== row.amountPaise) return { ...row, mismatch: true };
    if (row.status === 'created' || row.status === 'failed') {
      const patch = {
        status: 'authorized',
        gatewayPaymentId: payment.id,
        method: payment.method,
        failure: null,
      };
      await locked.update(row.id, patch, ctx.now());
      return { ...row, ...patch, mismatch: false };
    }
    return { ...row, mismatch: false };
  });
  if (!hold) return { outcome: 'unchanged', orderId: null };
  if (hold.mismatch) return { outcome: 'refused', orderId: hold.orderId };
  if (hold.orderId || hold.status !== 'authorized') return { outcome: 'unchanged', orderId: hold.orderId };
  return placeHeldOrder(ctx, repo, hold, log);
}

/** Places the order of an authorised hold (again, after a crash: the key finds the first one). */
export async function placeHeldOrder(
  ctx: AppContext,
  repo: PaymentRepository,
  hold: PaymentRow,
  log?: Log,
): Promise<{ outcome: ConfirmOutcome; orderId: string | null }> {
  const held = heldRequestOf(hold);
  const customer = { userId: hold.customerId, sessionId: '', role: 'customer' as const, ...held.customer };
  try {
    const { order } = await placeOrder(
      ctx,
      customer,
      hold.idempotencyKey ?? hold.id,
      { ...held.body, paymentMethod: 'online' },
      log,
    );
    await repo.update(hold.id, { orderId: order._id }, ctx.now());
    return { outcome: 'placed', orderId: order._id };
  } catch (error) {
    // Another confirmation is placing it right now: this one is retried, never a reason to release.
    if (!(error instanceof AppError) || error.message === ALREADY_PLACING_MESSAGE) throw error;
    // Refused for good (sold out, shop closed, too far): let the authorisation go, saying why.
    await repo.update(hold.id, { status: 'released', failure: error.message }, ctx.now());
    log?.warn(
      { holdId: hold.id, reason: error.message },
      'a paid online order could not be placed; its hold is released',
    );
    return { outcome: 'unchanged', orderId: null };
  }
}

/** The gateway says a hold's payment failed: a hold still waiting is marked failed with its words. */
export async function failHold(ctx: AppContext, holdId: string, payment: GatewayPayment): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const repo = new PaymentRepository(tx);
    const row = await repo.find(holdId, true);
    if (row?.kind !== 'hold' || row.status !== 'created') return;
    await repo.update(
      row.id,
      { status: 'failed', failure: payment.error_description ?? 'The payment failed' },
      ctx.now(),
    );
  });
}
