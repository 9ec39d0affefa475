import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  orderOf,
  paymentEvent,
  paymentsOf,
  payOnline,
  postWebhook,
  pressButton,
  runJobs,
  startOnline,
} from '../../../test/payment-fixtures.js';
import { refundOrderPayment } from '../index.js';

let w: LifecycleWorld;
beforeAll(async () => {
  // Like Razorpay: the whole hold is captured and the difference refunded.
  w = await createPaymentWorld({ EMBEDDED_GATEWAY_PARTIAL_CAPTURE: 'false' });
});
afterAll(async () => {
  await w?.close();
});

const count = async (table: string) =>
  (
    (await w.t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
const holdOf = async (paymentId: string) =>
  (await w.call(w.customer, 'GET', `/api/payments/${paymentId}`)).body.data.payment;
/** The embedded gateway's own record of the payment the test page made for this gateway order. */
async function gatewayPaymentOf(gatewayOrderId: string) {
  const rows = (await w.t.database.db.execute(
    sql`select data from test_gateway_entities where kind = 'payment' and parent_id = ${gatewayOrderId}`,
  )) as unknown as { rows: { data: Record<string, unknown> }[] };
  return rows.rows[0]!.data;
}

describe('POST /api/payments/webhook', () => {
  it('a wrong or missing signature is a 400 and changes nothing', async () => {
    const started = await startOnline(w);
    await pressButton(w, started.body.data.payment.checkoutUrl, 'pay', { drop: '1' });
    const payment = await gatewayPaymentOf(started.body.data.payment.gatewayOrderId);
    const events = await count('payment_events');
    for (const secret of [null, 'not-the-secret']) {
      const r = await postWebhook(w, paymentEvent('payment.authorized', payment), { secret });
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
    }
    expect(await count('payment_events')).toBe(events);
    expect((await holdOf(started.body.data.payment.id)).status).toBe('created');
  });

  it('handles each event once however often it comes, and in any order', async () => {
    const started = await startOnline(w);
    // The test page's own webhook is sent three times, late.
    await pressButton(w, started.body.data.payment.checkoutUrl, 'pay', {
      duplicates: '2',
      webhookDelayMs: '60000',
    });
    const payment = await gatewayPaymentOf(started.body.data.payment.gatewayOrderId);
    // A failure of an earlier attempt arrives after the success: it changes nothing.
    const ok = await postWebhook(w, paymentEvent('payment.authorized', payment), { eventId: 'evt_same' });
    expect(ok.body.data.outcome).toBe('applied');
    const again = await postWebhook(w, paymentEvent('payment.authorized', payment), { eventId: 'evt_same' });
    expect(again.body.data.outcome).toBe('duplicate');
    const late = await postWebhook(w, paymentEvent('payment.failed', { ...payment, status: 'failed' }));
    expect(late.status).toBe(200);
    w.t.setNow(new Date(Date.now() + 120_000));
    await runJobs(w);
    w.t.setNow(null);
    const hold = await holdOf(started.body.data.payment.id);
    expect(hold.status).toBe('authorized');
    const orders = (await w.call(w.customer, 'GET', '/api/orders/customer')).body.data as { _id: string }[];
    expect(orders.filter((o) => o._id === hold.orderId)).toHaveLength(1);
  });

  it('refuses a payment of another amount and shows it to admins', async () => {
    const started = await startOnline(w);
    await pressButton(w, started.body.data.payment.checkoutUrl, 'pay', { drop: '1' });
    const payment = await gatewayPaymentOf(started.body.data.payment.gatewayOrderId);
    const r = await postWebhook(w, paymentEvent('payment.authorized', { ...payment, amount: 100 }), {
      eventId: 'evt_short',
    });
    expect(r.body.data.outcome).toBe('refused');
    expect((await holdOf(started.body.data.payment.id)).status).toBe('created');
    const flags = await w.call(w.admin, 'GET', '/api/admin/payments/flags');
    expect(flags.body.data.flags[0]).toMatchObject({ eventId: 'evt_short', event: 'payment.authorized' });
    expect((await w.call(w.customer, 'GET', '/api/admin/payments/flags')).status).toBe(403);
  });

  it('the reconciliation places an order whose webhook was lost and whose tab was closed', async () => {
    const started = await startOnline(w);
    await pressButton(w, started.body.data.payment.checkoutUrl, 'pay', { drop: '1' });
    await runJobs(w);
    expect((await holdOf(started.body.data.payment.id)).status).toBe('created');
    // The reconciliation runs every five minutes and leaves the webhook two minutes first.
    w.t.setNow(new Date(Date.now() + 6 * 60_000));
    await runJobs(w);
    w.t.setNow(null);
    const hold = await holdOf(started.body.data.payment.id);
    expect(hold).toMatchObject({ status: 'authorized', orderId: expect.any(String) });
  });
});

describe('capture and refund when the gateway captures only the whole hold', () => {
  it('captures the hold and refunds the difference at once; the order shows what was released', async () => {
    const order = await payOnline(w);
    await walkTo(w, order._id, 'bill_approved'); // bill 245.50 + 40 = 285.50 of 457 held
    await runJobs(w);
    expect((await orderOf(w, order._id)).paymentState).toMatchObject({
      held: 457,
      captured: 285.5,
      released: 171.5,
      refunded: 0,
    });
    const entries = await paymentsOf(w, order._id);
    expect(entries.map((e) => [e.kind, e.amount, e.status])).toEqual([
      ['hold', 457, 'captured'],
      ['capture', 457, 'captured'],
      ['refund', 171.5, 'processed'],
    ]);
  });

  it('refunds part of a captured payment once per key, never more than was paid', async () => {
    const order = await payOnline(w);
    await walkTo(w, order._id, 'bill_approved');
    await runJobs(w);
    const input = {
      orderId: order._id,
      amountPaise: 5000,
      reason: 'Milk was spilt',
      actorId: w.admin.id,
      idempotencyKey: 'claim-1',
    };
    const first = await refundOrderPayment(w.t.app.ctx, input);
    const second = await refundOrderPayment(w.t.app.ctx, input);
    expect(second.id).toBe(first.id);
    await runJobs(w);
    expect((await orderOf(w, order._id)).paymentState).toMatchObject({ captured: 285.5, refunded: 50 });
    await expect(
      refundOrderPayment(w.t.app.ctx, { ...input, amountPaise: 30_000, idempotencyKey: 'claim-2' }),
    ).rejects.toThrow(/can still be refunded/);
  });
});
