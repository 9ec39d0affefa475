import { type CheckoutPayment, gatewayPaise, isCancelled, isId, TIP_WINDOW_MS } from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { AppError, notFound } from '../../../http/errors.js';
import { ORDER_NOT_FOUND } from '../core/actor.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { openPaidAtOnce } from './paid-at-once.js';

/**
 * A tip (issue 43): the customer's own order, at checkout's end or up to 24 hours after delivery; paid
 * online on the gateway's page, captured as soon as the gateway confirms it, and shown to the shopper
 * and the delivery person with the order (split between them when they are two people).
 */
export async function startTip(
  ctx: AppContext,
  customer: AuthContext,
  orderId: string,
  amount: number,
): Promise<CheckoutPayment> {
  const repo = new PaymentRepository(ctx.db);
  const order = isId(orderId) ? await repo.orderMoney(orderId) : null;
  if (!order || order.customerId !== customer.userId) throw notFound(ORDER_NOT_FOUND);
  if (isCancelled(order.status)) throw new AppError('CONFLICT', 'A cancelled order cannot take a tip');
  if (order.deliveredAt && ctx.now().getTime() - order.deliveredAt.getTime() > TIP_WINDOW_MS)
    throw new AppError('CONFLICT', 'A tip can be added up to 24 hours after delivery');
  const gateway = paymentGatewayFor(ctx);
  const amountPaise = gatewayPaise(amount);
  return openPaidAtOnce(
    ctx,
    repo,
    gateway,
    { orderId, customerId: customer.userId, kind: 'tip', amountPaise },
    'The tip is being made; please try again',
  );
}
