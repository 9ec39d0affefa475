import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../../db/client.js';
import { type Entity, TestGatewayRepository } from './store-repository.js';
import { queueWebhook, type WebhookOptions } from './webhooks.js';

/** Razorpay-style ids: a prefix and 14 letters or digits. */
const newId = (prefix: string) =>
  `${prefix}_${randomBytes(14)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 14)}`;

/** What the embedded gateway refuses, in Razorpay's error shape (BAD_REQUEST_ERROR and its description). */
export class GatewayRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);
const amountOf = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 100)
    throw new GatewayRefusal('The amount must be at least INR 1.00 in paise');
  return value;
};

/**
 * The embedded test gateway's rules (decision 0065): the subset of Razorpay's behaviour Jhola uses,
 * on its own table. A payment is authorised or fails on the test checkout page; a capture may take
 * less than the authorised amount (the rest is released); refunds are processed at once; a QR code is
 * paid by the test "scan". Each change queues Razorpay's webhook for it.
 */
export function testGateway(db: DbOrTx, now: Date) {
  const store = new TestGatewayRepository(db);
  const need = async (kind: 'order' | 'payment' | 'qr_code', id: string, lock = false) => {
    const entity = lock ? await store.findForUpdate(kind, id) : await store.find(kind, id);
    if (!entity) throw new GatewayRefusal(`The id provided does not exist`, 404);
    return entity;
  };
  return {
    async createOrder(body: Record<string, unknown>): Promise<Entity> {
      const order = {
        id: newId('order'),
        entity: 'order',
        amount: amountOf(body.amount),
        amount_paid: 0,
        currency: 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        status: 'created',
        notes: body.notes ?? {},
        created_at: seconds(now),
      };
      await store.insert('order', order, null, now);
      return order;
    },
    order: (id: string) => need('order', id),
    orderPayments: async (id: string) => {
      await need('order', id);
      return store.children('payment', id);
    },
    payment: (id: string) => need('payment', id),

    /** The test checkout page's "Pay" or "Fail". */
    async pay(orderId: string, outcome: 'authorized' | 'failed', method: string, webhooks: WebhookOptions) {
      const order = await need('order', orderId, true);
      const payment: Entity = {
        id: newId('pay'),
        entity: 'payment',
        amount: order.amount,
        currency: 'INR',
        status: outcome,
        order_id: order.id,
        method,
        captured: false,
        amount_refunded: 0,
        error_description: outcome === 'failed' ? 'Payment failed: the test page said Fail' : null,
        created_at: seconds(now),
      };
      await store.insert('payment', payment, order.id, now);
      if (outcome === 'authorized') await store.update({ ...order, status: 'attempted' });
      await queueWebhook(db, now, `payment.${outcome}`, { payment: { entity: payment } }, webhooks);
      return payment;
    },

    async capture(paymentId: string, body: Record<string, unknown>) {
      const payment = await need('payment', paymentId, true);
      const amount = amountOf(body.amount);
      if (payment.status !== 'authorized')
        throw new GatewayRefusal('This payment has already been captured or is not authorized');
      if (amount > Number(payment.amount))
        throw new GatewayRefusal('Capture amount must be less than or equal to the authorized amount');
      const captured = { ...payment, status: 'captured', captured: true, amount_captured: amount };
      await store.update(captured);
      await queueWebhook(db, now, 'payment.captured', { payment: { entity: captured } });
      return captured;
    },

    async refund(paymentId: string, body: Record<string, unknown>) {
      const payment = await need('payment', paymentId, true);
      const amount = amountOf(body.amount);
      const capturedAmount = Number(payment.amount_captured ?? payment.amount);
      if (payment.status !== 'captured' && payment.status !== 'refunded')
        throw new GatewayRefusal('Only a captured payment can be refunded');
      if (Number(payment.amount_refunded) + amount > capturedAmount)
        throw new GatewayRefusal('The refund amount exceeds the amount captured');
      const refund = {
        id: newId('rfnd'),
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: payment.id,
        notes: body.notes ?? {},
        status: 'processed',
        created_at: seconds(now),
      };
      const refunded = Number(payment.amount_refunded) + amount;
      const after = {
        ...payment,
        amount_refunded: refunded,
        status: refunded === capturedAmount ? 'refunded' : 'captured',
      };
      await store.insert('refund', refund, payment.id, now);
      await store.update(after);
      await queueWebhook(db, now, 'refund.processed', {
        refund: { entity: refund },
        payment: { entity: after },
      });
      return refund;
    },
    refunds: async (paymentId: string) => {
      await need('payment', paymentId);
      return store.children('refund', paymentId);
    },

    async createQr(body: Record<string, unknown>, upiLink: (qrId: string, amountPaise: number) => string) {
      const amount = amountOf(body.payment_amount);
      const id = newId('qr');
      const qr = {
        id,
        entity: 'qr_code',
        type: 'upi_qr',
        usage: 'single_use',
        fixed_amount: true,
        payment_amount: amount,
        status: 'active',
        description: body.description ?? null,
        notes: body.notes ?? {},
        close_by: body.close_by ?? null,
        payments_amount_received: 0,
        payments_count_received: 0,
        image_content: upiLink(id, amount),
        image_url: `/api/test-gateway/qr/${id}`,
        created_at: seconds(now),
      };
      await store.insert('qr_code', qr, null, now);
      return qr;
    },
    qr: (id: string) => need('qr_code', id),
    qrPayments: async (id: string) => {
      await need('qr_code', id);
      return store.children('payment', id);
    },

    /** A customer's UPI app paid the QR code: one captured payment, the QR closed, two webhooks. */
    async payQr(qrId: string, webhooks: WebhookOptions) {
      const qr = await need('qr_code', qrId, true);
      if (qr.status !== 'active') throw new GatewayRefusal('This QR code is closed');
      const payment: Entity = {
        id: newId('pay'),
        entity: 'payment',
        amount: qr.payment_amount,
        currency: 'INR',
        status: 'captured',
        order_id: null,
        method: 'upi',
        captured: true,
        amount_refunded: 0,
        qr_code_id: qr.id,
        created_at: seconds(now),
      };
      const paid = {
        ...qr,
        status: 'closed',
        payments_amount_received: qr.payment_amount,
        payments_count_received: 1,
      };
      await store.insert('payment', payment, qr.id, now);
      await store.update(paid);
      await queueWebhook(
        db,
        now,
        'qr_code.credited',
        { payment: { entity: payment }, qr_code: { entity: paid } },
        webhooks,
      );
      return payment;
    },
  };
}
