import { randomUUID } from 'node:crypto';
import { type DoorQr, gatewayPaise, isId, isOutForDelivery, rupeesOfPaise } from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { AppError, notFound } from '../../../http/errors.js';
import { ORDER_NOT_FOUND } from '../core/actor.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { paymentStateOf } from '../core/payment-state.js';
import { OrderRepository } from '../core/repository.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';

/** A door QR stays open this long (Razorpay closes a QR code at `close_by`). */
const QR_OPEN_MS = 2 * 60 * 60_000;

const doorQrView = (row: PaymentRow, upiUrl: string): DoorQr => ({
  id: row.id,
  amount: rupeesOfPaise(row.amountPaise),
  upiUrl,
  status: row.status === 'captured' ? 'paid' : 'waiting',
});

/**
 * The door's UPI QR (issue 43): a gateway QR code for exactly what is due, made for the person carrying
 * the order once it is out for delivery, or the one already open for that amount. The gateway's webhook
 * marks it paid (`markDoorQrPaid`), and the carrier's screen turns "Paid ✓" with the order's event.
 */
export async function doorQrFor(ctx: AppContext, orderId: string, carrier: AuthContext): Promise<DoorQr> {
  const record = isId(orderId) ? await new OrderRepository(ctx.db).loadFull(orderId) : null;
  const row = record?.row;
  const carries = row
    ? row.deliveryPersonId
      ? row.deliveryPersonId === carrier.userId
      : row.shopperId === carrier.userId
    : false;
  if (!record || !row || !carries) throw notFound(ORDER_NOT_FOUND);
  if (!isOutForDelivery(row.status))
    throw new AppError('CONFLICT', 'The UPI QR code is shown once the order is out for delivery');
  const due = gatewayPaise(paymentStateOf(row, record.payments ?? []).due);
  if (due <= 0) throw new AppError('CONFLICT', 'Nothing is left to pay at the door');
  const gateway = paymentGatewayFor(ctx);
  const open = (record.payments ?? []).find(
    (p) => p.kind === 'door_upi' && p.status === 'created' && p.amountPaise === due && p.gatewayOrderId,
  );
  if (open?.gatewayOrderId) {
    // The one already shown (a reload, a second tap): the same code while the gateway keeps it open.
    const shown = await gateway.qr(open.gatewayOrderId);
    if (shown.status === 'active') return doorQrView(open, shown.image_content);
  }
  const now = ctx.now();
  const qr = await gateway.createQr({
    amountPaise: due,
    closeBy: new Date(now.getTime() + QR_OPEN_MS),
    description: `Jhola order ${row.orderNumber}`,
    notes: { orderId: row.id },
  });
  const entry = await new PaymentRepository(ctx.db).insert({
    id: randomUUID(),
    orderId: row.id,
    customerId: row.customerId,
    kind: 'door_upi',
    status: 'created',
    method: 'upi',
    amountPaise: due,
    gateway: gateway.name,
    gatewayOrderId: qr.id,
    actorId: carrier.userId,
    idempotencyKey: `qr:${qr.id}`,
    createdAt: now,
    updatedAt: now,
  });
  if (!entry) throw new AppError('CONFLICT', 'The QR code is being made; please try again');
  return doorQrView(entry, qr.image_content);
}
