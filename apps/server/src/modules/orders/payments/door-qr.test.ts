import type { Order } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  orderOf,
  paymentsOf,
  payOnline,
  runJobs,
} from '../../../test/payment-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createPaymentWorld();
});
afterAll(async () => {
  await w?.close();
});

const qrOf = (order: Order, user = w.shopper) =>
  w.call(user, 'POST', `/api/shopper/orders/${order._id}/upi-qr`);
/** The customer's UPI app pays the QR code: the embedded gateway's test "scan" (its id is the link's note). */
const scan = (upiUrl: string) =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/test-gateway/qr/${new URL(upiUrl).searchParams.get('tn')}/pay`,
  });

describe("the door's UPI QR", () => {
  it('is a gateway QR for exactly the amount due, marked paid by the webhook, live for the rider', async () => {
    const order = await w.place();
    expect((await qrOf(order)).status).toBe(404); // nobody carries it yet
    await walkTo(w, order._id, 'out_for_delivery');
    expect((await qrOf(order, w.otherShopper)).status).toBe(404);
    const shown = await qrOf(order);
    expect(shown.status).toBe(200);
    // The bill 245.50 + 40 delivery.
    expect(shown.body.data.qr).toMatchObject({ amount: 285.5, status: 'waiting' });
    expect(shown.body.data.qr.upiUrl).toMatch(/^upi:\/\/pay\?.*am=285\.50/);
    expect((await qrOf(order)).body.data.qr.id).toBe(shown.body.data.qr.id); // the same code again

    const live: Order[] = [];
    const off = w.t.app.ctx.events.on('order.changed', (change) => {
      if (change.action === 'payment') live.push(change.order);
    });
    expect((await scan(shown.body.data.qr.upiUrl)).statusCode).toBe(303);
    await runJobs(w);
    off();
    expect(live.at(-1)?.paymentState).toMatchObject({ status: 'paid', due: 0 });
    expect((await qrOf(order)).status).toBe(409); // nothing is left to pay

    const code = (await orderOf(w, order._id)).deliveryOTP;
    const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp: code });
    expect(done.status).toBe(200);
    expect(done.body.data.order.payment).toMatchObject({
      method: 'upi',
      amount: 285.5,
      reference: expect.stringMatching(/^pay_/),
    });
    expect((await paymentsOf(w, order._id)).map((p) => [p.kind, p.amount, p.status])).toEqual([
      ['door_upi', 285.5, 'captured'],
    ]);
  });

  it('an order paid online owes nothing at the door', async () => {
    const order = await payOnline(w);
    await walkTo(w, order._id, 'out_for_delivery');
    await runJobs(w);
    expect((await qrOf(order)).status).toBe(409);
    const code = (await orderOf(w, order._id)).deliveryOTP;
    const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp: code });
    expect(done.body.data.order).toMatchObject({
      paymentMethod: 'online',
      paymentState: { status: 'paid', due: 0 },
    });
  });
});
