import { type CheckoutPayment, gatewayPaise, isCancelled, isId } from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { AppError, notFound } from '../../../http/errors.js';
import { ORDER_NOT_FOUND } from '../core/actor.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { paymentStateOf } from '../core/payment-state.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { openPaidAtOnce } from './paid-at-once.js';
import { checkoutView } from './payment-views.js';

export const NOTHING_TO_TOP_UP = 'Nothing is left to pay online on this order';

/**
 * "Pay ₹X more online" (issue 43): the approved bill went above the hold, the hold is captured, and the
 * customer pays the difference on the gateway's page as a second gateway order (a "topup", captured as
 * soon as the gateway confirms it, like a tip). Asking again while that one is unpaid answers the same
 * checkout; paying at the door instead needs nothing here (the rider's screen shows what is due).
 */
export async function startTopUp(
  ctx: AppContext,
  customer: AuthContext,
  orderId: string,
): Promise<CheckoutPayment> {
  const repo = new PaymentRepository(ctx.db);
  const order = isId(orderId) ? await repo.orderMoney(orderId) : null;
  if (!order || order.customerId !== customer.userId) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentMethod !== 'online' || isCancelled(order.status) || order.deliveredAt)
    throw new AppError('CONFLICT', NOTHING_TO_TOP_UP);
  const entries = await repo.forOrder(orderId);
  // Only once the hold is captured is the difference known; before that the hold may still cover it.
  if (!entries.some((row) => row.kind === 'hold' && row.status === 'captured'))
    throw new AppError('CONFLICT', NOTHING_TO_TOP_UP);
  const duePaise = gatewayPaise(paymentStateOf(order, entries).due);
  if (duePaise <= 0) throw new AppError('CONFLICT', NOTHING_TO_TOP_UP);
  const gateway = paymentGatewayFor(ctx);
  const open = entries.find(
    (row) => row.kind === 'topup' && row.status === 'created' && row.amountPaise === duePaise,
  );
  if (open?.gatewayOrderId) return checkoutView(open, gateway, duePaise);

  return openPaidAtOnce(
    ctx,
    repo,
    gateway,
    { orderId, customerId: customer.userId, kind: 'topup', amountPaise: duePaise },
    'The payment is being made; please try again',
  );
}
