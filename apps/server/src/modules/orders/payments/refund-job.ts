import type { AppContext } from '../../../context.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { announcePayment } from './announce.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';

/**
 * One queued refund, asked of the gateway: first whether a refund with this id in its notes exists
 * (a run that died after asking), else a new one. Processed or still pending at the gateway, it is
 * written down; a pending one is finished by the webhook or the reconciliation.
 */
export async function runRefund(ctx: AppContext, refundId: string): Promise<void> {
  const repo = new PaymentRepository(ctx.db);
  const refund = await repo.find(refundId);
  if (refund?.kind !== 'refund' || refund.status !== 'pending') return;
  const hold = refund.parentId ? await repo.find(refund.parentId) : null;
  if (!hold?.gatewayPaymentId) return;
  const gateway = paymentGatewayFor(ctx);
  const known = refund.gatewayRefundId
    ? (await gateway.refunds(hold.gatewayPaymentId)).find((r) => r.id === refund.gatewayRefundId)
    : (await gateway.refunds(hold.gatewayPaymentId)).find((r) => r.notes?.refundId === refund.id);
  const answer =
    known ??
    (await gateway.refund(hold.gatewayPaymentId, refund.amountPaise, {
      refundId: refund.id,
      reason: refund.reason ?? '',
    }));
  await repo.update(
    refund.id,
    {
      gatewayRefundId: answer.id,
      gatewayPaymentId: hold.gatewayPaymentId,
      status: answer.status === 'pending' ? 'pending' : answer.status,
    },
    ctx.now(),
  );
  await announcePayment(ctx, refund.orderId);
}
