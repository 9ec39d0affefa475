import { type CheckoutPayment, isId, type PaymentEntry } from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { notFound } from '../../../http/errors.js';
import { actorOf, isOrderParty, ORDER_NOT_FOUND } from '../core/actor.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { OrderRepository } from '../core/repository.js';
import { checkoutPaymentFor } from './checkout-service.js';
import { confirmHold } from './confirm-service.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { confirmPaidAtOnce, isPaidAtOnce } from './paid-at-once.js';
import { entryView } from './payment-views.js';

/** Every payment, capture, refund, door QR and tip of an order, for whoever may read the order. */
export async function paymentsOfOrder(
  ctx: AppContext,
  orderId: string,
  viewer: AuthContext,
): Promise<PaymentEntry[]> {
  // Who may read the order may read its money; anyone else is told it does not exist.
  const row = isId(orderId) ? await new OrderRepository(ctx.db).findRow(orderId) : null;
  if (!row || !isOrderParty(row, actorOf(viewer))) throw notFound(ORDER_NOT_FOUND);
  const rows = await new PaymentRepository(ctx.db).forOrder(orderId);
  return rows.map(entryView);
}

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * A hold is left to its webhook this long (Razorpay's come within seconds) before its checkout's page, polling,
 * asks the gateway itself (issue 48: webhooks stalled for a minute, then retried with backoff, and customers
 * who had paid waited minutes for their order).
 */
const ASK_GATEWAY_AFTER_MS = 5_000;
/**
 * How long the return page and a poll wait for the gateway's word and the order it places. Past it (a slow
 * gateway or database) they answer what is known, "still confirming", and the work goes on to its end: the
 * next poll finds the order. Well under the request's 8 s deadline, with the hold's own read before it.
 */
const CONFIRM_WAIT_MS = 3_000;

/**
 * Runs `work` (asking the gateway, confirming, reading the outcome) for at most CONFIRM_WAIT_MS: true when
 * it ended in time, false when it failed (logged) or goes on past the wait, to its end, unwaited for.
 */
async function withinConfirmWait(work: () => Promise<void>, holdId: string, log?: Log): Promise<boolean> {
  const done = work().then(
    () => true,
    (error: unknown) => {
      log?.warn({ err: error, holdId }, 'could not confirm a checkout with the gateway');
      return false;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CONFIRM_WAIT_MS);
  });
  return Promise.race([done, waited]).finally(() => clearTimeout(timer));
}

/** The gateway's word on a hold: a paid one is confirmed, and its order placed, as the webhook would. */
async function confirmFromGateway(ctx: AppContext, hold: PaymentRow, log?: Log): Promise<void> {
  const payments = await paymentGatewayFor(ctx).orderPayments(String(hold.gatewayOrderId));
  const paid = payments.find((p) => p.status === 'authorized' || p.status === 'captured');
  if (paid) await confirmHold(ctx, hold.id, paid, log);
}

/**
 * The customer is back from the checkout page: the gateway is asked (never the address's word alone)
 * and an authorised payment places the order now, as the webhook would. Answers where to send them:
 * the order, or the checkout with the payment, whose page waits for it (polling), when it is not
 * confirmed, failed, or the gateway or database could not say within CONFIRM_WAIT_MS.
 */
export async function returnFromCheckout(ctx: AppContext, paymentId: string, log?: Log): Promise<string> {
  const repo = new PaymentRepository(ctx.db);
  const hold = isId(paymentId) ? await repo.find(paymentId) : null;
  if (hold && isPaidAtOnce(hold.kind) && hold.gatewayOrderId) {
    // Back from paying a tip or a top-up: the gateway's word captures it, and the order page shows it.
    const paid = (await paymentGatewayFor(ctx).orderPayments(hold.gatewayOrderId)).find(
      (p) => p.status !== 'failed',
    );
    if (paid) await confirmPaidAtOnce(ctx, hold.id, paid);
    return `/orders/${hold.orderId}`;
  }
  if (hold?.kind !== 'hold' || !hold.gatewayOrderId) return '/cart';
  let orderId = hold.orderId;
  if (!orderId)
    await withinConfirmWait(
      async () => {
        await confirmFromGateway(ctx, hold, log);
        orderId = (await repo.find(hold.id))?.orderId ?? null;
      },
      hold.id,
      log,
    );
  return orderId ? `/orders/${orderId}?paid=1` : `/checkout?payment=${hold.id}`;
}

/**
 * The checkout's page asks after its hold (every few seconds while it waits). Once the webhook is
 * ASK_GATEWAY_AFTER_MS late, the poll asks the gateway itself (one poll in one process at a time) and a
 * paid hold's order is placed; a gateway or database too slow for CONFIRM_WAIT_MS leaves the answer
 * "still waiting" (200): the next poll finds what the work did.
 */
export async function pollCheckout(
  ctx: AppContext,
  customerId: string,
  paymentId: string,
  log?: Log,
): Promise<CheckoutPayment> {
  const payment = await checkoutPaymentFor(ctx, customerId, paymentId);
  if (payment.orderId || !['created', 'authorized'].includes(payment.status)) return payment;
  const repo = new PaymentRepository(ctx.db);
  let answer = payment;
  await withinConfirmWait(
    async () => {
      const now = ctx.now();
      const turn = await repo.takeTurnToAsk(payment.id, new Date(now.getTime() - ASK_GATEWAY_AFTER_MS), now);
      if (!turn) return;
      await confirmFromGateway(ctx, turn, log);
      answer = await checkoutPaymentFor(ctx, customerId, paymentId);
    },
    payment.id,
    log,
  );
  return answer;
}
