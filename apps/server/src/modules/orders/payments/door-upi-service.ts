import type { AppContext } from '../../../context.js';
import { PaymentRepository } from '../core/payment-repository.js';
import type { GatewayPayment } from './gateway/gateway.js';

/**
 * The door's UPI QR was paid (issue 43): the gateway's word (webhook or reconciliation) marks it so,
 * once; a payment of another amount is refused. Returns the order, for the live "Paid ✓".
 */
export async function markDoorQrPaid(
  ctx: AppContext,
  qrId: string,
  payment: GatewayPayment,
): Promise<{ outcome: 'paid' | 'refused' | 'unchanged'; orderId: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const repo = new PaymentRepository(tx);
    const found = await repo.findByGatewayOrder(qrId);
    const row = found ? await repo.find(found.id, true) : null;
    if (row?.kind !== 'door_upi') return { outcome: 'unchanged' as const, orderId: null };
    if (payment.amount !== row.amountPaise) return { outcome: 'refused' as const, orderId: row.orderId };
    if (row.status === 'captured') return { outcome: 'unchanged' as const, orderId: row.orderId };
    await repo.update(
      row.id,
      { status: 'captured', gatewayPaymentId: payment.id, method: payment.method ?? 'upi' },
      ctx.now(),
    );
    return { outcome: 'paid' as const, orderId: row.orderId };
  });
}
