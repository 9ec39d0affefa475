import type { AppContext } from '../../../context.js';
import { toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';

/**
 * The order's money moved (a capture, a refund, the door's QR paid): its people see it at once, through
 * the same order event every change sends (the rider's "Paid ✓", the customer's "₹48 released").
 */
export async function announcePayment(ctx: AppContext, orderId: string | null): Promise<void> {
  if (!orderId) return;
  const record = await new OrderRepository(ctx.db).loadFull(orderId);
  if (!record) return;
  const order = toOrder(record, { userId: record.row.customerId, role: 'customer' }, ctx.config.upi);
  ctx.events.emit('order.changed', {
    order,
    action: 'payment',
    previousStatus: order.status,
    actor: { id: null, role: 'system', name: 'Jhola' },
  });
}
