import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  orderOf,
  paymentEvent,
  paymentsOf,
  postWebhook,
  runJobs,
  startOnline,
} from '../../../test/payment-fixtures.js';
import { RazorpayStandIn } from '../../../test/razorpay-stand-in.js';

/*
 * The Razorpay adapter against a real local stand-in of Razorpay's REST API (decision 0065): the server
 * runs with RAZORPAY_KEY_ID/SECRET and RAZORPAY_URL pointed at it, and every call goes over HTTP with
 * basic auth, in the shapes Razorpay takes (the stand-in refuses any other).
 */
let w: LifecycleWorld;
let razorpay: RazorpayStandIn;
beforeAll(async () => {
  razorpay = await new RazorpayStandIn().start();
  w = await createPaymentWorld({
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_URL: razorpay.url,
  });
});
afterAll(async () => {
  await w?.close();
  await razorpay?.stop();
});

const callsSince = (from: number) => razorpay.calls.slice(from).map((c) => `${c.method} ${c.path}`);

/** Checkout online and pay on "Razorpay": its webhook, signed with the webhook secret, places the order. */
async function placeThroughRazorpay(quantities?: number[]) {
  const started = await startOnline(w, quantities ? { quantities } : {});
  expect(started.status).toBe(202);
  const hold = started.body.data.payment;
  // The server's page that posts the hold to Razorpay's hosted checkout.
  const page = await w.t.app.inject({ method: 'GET', url: hold.checkoutUrl });
  expect(page.body).toContain(`value="${hold.gatewayOrderId}"`);
  const paid = razorpay.authorize(hold.gatewayOrderId);
  const hook = await postWebhook(w, paymentEvent('payment.authorized', paid));
  expect(hook.status).toBe(200);
  const state = await w.call(w.customer, 'GET', `/api/payments/${hold.id}`);
  expect(state.body.data.payment).toMatchObject({ status: 'authorized', orderId: expect.any(String) });
  return { hold, paymentId: paid.id, orderId: state.body.data.payment.orderId as string };
}

describe('the Razorpay adapter against a local stand-in of its API', () => {
  it('place → signed webhook → capture of the whole hold → refund of the difference', async () => {
    const from = razorpay.calls.length;
    const { hold, paymentId, orderId } = await placeThroughRazorpay();
    // 2 × 120 + 3 × 30 + 45 + 40 delivery = 415, held 457, paid on Razorpay's own page with the key.
    expect(hold).toMatchObject({ amount: 457, keyId: razorpay.keyId });
    expect(hold.checkoutUrl).toBe(`/api/payments/${hold.id}/razorpay-checkout`);
    expect(razorpay.calls[from]).toEqual({
      method: 'POST',
      path: '/v1/orders',
      body: {
        amount: 45_700,
        currency: 'INR',
        receipt: hold.id,
        notes: { paymentId: hold.id, customerId: w.customer.id },
        payment: { capture: 'manual' },
      },
    });

    await walkTo(w, orderId, 'bill_approved'); // the bill 245.50 + 40 delivery = 285.50
    const before = razorpay.calls.length;
    await runJobs(w);
    // Razorpay captures only the authorised amount: all of it, then the difference goes back at once.
    expect(callsSince(before)).toEqual(
      expect.arrayContaining([
        `POST /v1/payments/${paymentId}/capture`,
        `GET /v1/payments/${paymentId}/refunds`,
        `POST /v1/payments/${paymentId}/refund`,
      ]),
    );
    const capture = razorpay.calls.find((c) => c.path === `/v1/payments/${paymentId}/capture`);
    expect(capture?.body).toEqual({ amount: 45_700, currency: 'INR' });
    const refund = razorpay.calls.find((c) => c.path === `/v1/payments/${paymentId}/refund`);
    expect(refund?.body).toMatchObject({ amount: 17_150, notes: { refundId: expect.any(String) } });
    expect(razorpay.entity(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 17_150 });

    expect((await orderOf(w, orderId)).paymentState).toMatchObject({
      status: 'paid',
      held: 457,
      captured: 285.5,
      released: 171.5,
      due: 0,
    });
    expect((await paymentsOf(w, orderId)).map((p) => [p.kind, p.amount, p.status])).toEqual([
      ['hold', 457, 'captured'],
      ['capture', 457, 'captured'],
      ['refund', 171.5, 'processed'],
    ]);
    // Another run (a job retried, the reconciliation) asks for nothing twice.
    const settled = razorpay.calls.length;
    await w.t.app.jobs.runDue();
    expect(callsSince(settled).filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(razorpay.shapeErrors).toEqual([]);
  });

  it('the return from Razorpay asks the gateway, not the address, before placing', async () => {
    const started = await startOnline(w, { quantities: [1, 0, 0] });
    const hold = started.body.data.payment;
    // Razorpay posts the customer back with its three fields (read, never trusted: the gateway is asked).
    const back = () =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/payments/${hold.id}/return`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ razorpay_order_id: hold.gatewayOrderId }).toString(),
      });
    expect((await back()).headers.location).toBe(`/checkout?payment=${hold.id}`); // not paid yet
    razorpay.authorize(hold.gatewayOrderId, 'card');
    const from = razorpay.calls.length;
    const landed = String((await back()).headers.location);
    expect(landed).toMatch(/^\/orders\/[0-9a-f-]+\?paid=1$/);
    expect(callsSince(from)).toEqual([`GET /v1/orders/${hold.gatewayOrderId}/payments`]);
  });

  it("the door's UPI QR is Razorpay's, and its signed qr_code.credited webhook marks it paid", async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'out_for_delivery');
    const shown = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/upi-qr`);
    expect(shown.status).toBe(200);
    const created = razorpay.calls.findLast((c) => c.path === '/v1/payments/qr_codes');
    expect(created?.body).toMatchObject({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 28_550,
      notes: { orderId: order._id },
    });
    // The stand-in's UPI link carries its QR code's id (as Razorpay's carries its reference).
    const qrId = new URL(shown.body.data.qr.upiUrl).searchParams.get('tr') ?? '';
    const paid = razorpay.payQr(qrId);
    const hook = await postWebhook(
      w,
      paymentEvent('qr_code.credited', paid, { qr_code: { entity: razorpay.entity(qrId) } }),
    );
    expect(hook.status).toBe(200);
    expect((await orderOf(w, order._id)).paymentState).toMatchObject({ status: 'paid', due: 0 });
    expect(razorpay.shapeErrors).toEqual([]);
  });

  it('a webhook not signed with RAZORPAY_WEBHOOK_SECRET changes nothing', async () => {
    const started = await startOnline(w, { quantities: [1, 0, 0] });
    const paid = razorpay.authorize(started.body.data.payment.gatewayOrderId);
    const forged = await postWebhook(w, paymentEvent('payment.authorized', paid), {
      secret: 'not-the-secret-0000',
    });
    expect(forged.status).toBe(400);
    const state = await w.call(w.customer, 'GET', `/api/payments/${started.body.data.payment.id}`);
    expect(state.body.data.payment).toMatchObject({ status: 'created', orderId: null });
  });
});
