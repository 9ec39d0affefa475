import type { AppContext } from '../../../context.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { announcePayment } from './announce.js';
import type { GatewayPayment } from './gateway/gateway.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';

/** The entries paid in one go on the gateway's page after the order exists: nothing is held for later. */
export const PAID_AT_ONCE_KINDS = ['tip', 'topup'] as const;
export const isPaidAtOnce = (kind: string) => (PAID_AT_ONCE_KINDS as readonly string[]).includes(kind);

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
