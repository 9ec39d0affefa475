import { randomUUID } from 'node:crypto';
import type { CheckoutPayment } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../http/errors.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { announcePayment } from './announce.js';
import type { GatewayPayment, PaymentGateway } from './gateway/gateway.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { checkoutView } from './payment-views.js';

/** The entries paid in one go on the gateway's page after the order exists: nothing is held for later. */
export const PAID_AT_ONCE_KINDS = ['tip', 'topup'] as const;
export const isPaidAtOnce = (kind: string) => (PAID_AT_ONCE_KINDS as readonly string[]).includes(kind);

/**
 * Opens a tip's or a top-up's payment: a gateway order for the amount, and its entry (kind, created),
 * answered as the checkout the customer pays on. The caller has checked the order is theirs and may
 * take it.
 */
export async function openPaidAtOnce(
  ctx: Pick<AppContext, 'now'>,
  repo: PaymentRepository,
  gateway: PaymentGateway,
  payment: {
    orderId: string;
    customerId: string;
    kind: (typeof PAID_AT_ONCE_KINDS)[number];
    amountPaise: number;
  },
  busy: string,
): Promise<CheckoutPayment> {
  const { orderId, customerId, kind, amountPaise } = payment;
  const id = randomUUID();
  const gatewayOrder = await gateway.createOrder({
    amountPaise,
    receipt: id,
    notes: { paymentId: id, orderId },
  });
  const now = ctx.now();
  const row = await repo.insert({
    id,
    orderId,
    customerId,
    kind,
    status: 'created',
    amountPaise,
    gateway: gateway.name,
    gatewayOrderId: gatewayOrder.id,
    actorId: customerId,
    idempotencyKey: `${kind}:${id}`,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new AppError('CONFLICT', busy);
  return checkoutView(row, gateway, amountPaise);
}

/**
 * The gateway confirmed a tip's or a top-up's payment (webhook, return page or reconciliation): captured
 * at once, once, and shown live on the order. A payment of another amount is refused.
 */
export async function confirmPaidAtOnce(
  ctx: AppContext,
  entryId: string,
  payment: GatewayPayment,
): Promise<'applied' | 'refused' | 'ignored'> {
  const repo = new PaymentRepository(ctx.db);
  const entry = await repo.find(entryId);
  if (!entry || !isPaidAtOnce(entry.kind) || entry.status === 'captured') return 'ignored';
  if (payment.amount !== entry.amountPaise) return 'refused';
  if (payment.status === 'authorized') {
    const gateway = paymentGatewayFor(ctx);
    await gateway.capture(payment.id, entry.amountPaise).catch(async (error: unknown) => {
      if ((await gateway.payment(payment.id)).status !== 'captured') throw error;
    });
  }
  await repo.update(
    entry.id,
    { status: 'captured', gatewayPaymentId: payment.id, method: payment.method },
    ctx.now(),
  );
  await announcePayment(ctx, entry.orderId);
  return 'applied';
}
