import { isId, type PaymentEntry } from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { notFound } from '../../../http/errors.js';
import { actorOf, isOrderParty, ORDER_NOT_FOUND } from '../core/actor.js';
import { PaymentRepository } from '../core/payment-repository.js';
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
 * The customer is back from the checkout page: the gateway is asked (never the address's word alone)
 * and an authorised payment places the order now, as the webhook would. Answers where to send them:
 * the order, or the checkout with the failure.
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
  if (!hold.orderId) {
    const payments = await paymentGatewayFor(ctx).orderPayments(hold.gatewayOrderId);
    const paid = payments.find((p) => p.status === 'authorized' || p.status === 'captured');
    if (paid) await confirmHold(ctx, hold.id, paid, log);
  }
  const after = await repo.find(hold.id);
  return after?.orderId ? `/orders/${after.orderId}?paid=1` : `/checkout?payment=${hold.id}`;
}

export { checkoutPaymentFor };
