import { indiaDayOf } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, tinyPng, uploadBill, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  followReturn,
  orderOf,
  paymentsOf,
  payOnline,
  pressButton,
  runJobs,
} from '../../../test/payment-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createPaymentWorld();
});
afterAll(async () => {
  await w?.close();
});

const outForDelivery = async (orderId: string) =>
  expect(
    (await w.call(w.shopper, 'PUT', `/api/shopper/orders/${orderId}/status`, { status: 'out_for_delivery' }))
      .status,
  ).toBe(200);
const topUp = (orderId: string, who = w.customer) => w.call(who, 'POST', `/api/orders/${orderId}/topup`);

/** An online order of ₹160 (hold ₹180) whose approved bill is ₹200: ₹240 with delivery, ₹60 above the hold. */
async function billAboveHold() {
  const order = await payOnline(w, [1, 0, 0]);
  await walkTo(w, order._id, 'final_shopping');
  expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '200')).status).toBe(200);
  expect((await w.call(w.customer, 'PUT', `/api/orders/${order._id}/approve-bill`)).status).toBe(200);
  await runJobs(w);
  return order;
}

describe('a bill higher than the online hold', () => {
  it('captures the hold and asks the difference, which the customer pays online as a top-up', async () => {
    const order = await billAboveHold();
    expect((await orderOf(w, order._id)).paymentState).toMatchObject({
      status: 'pending',
      held: 180,
      captured: 180,
      topUp: 0,
      due: 60,
    });
    const asked = await topUp(order._id);
    expect(asked.status).toBe(201);
    const checkout = asked.body.data.payment;
    expect(checkout).toMatchObject({ amount: 60, status: 'created' });
    expect(checkout.checkoutUrl).toMatch(/^\/api\/test-gateway\/checkout\/order_/);
    // Asking again before paying answers the same checkout, not a second gateway order.
    expect((await topUp(order._id)).body.data.payment.id).toBe(checkout.id);

    const page = await w.t.app.inject({ method: 'GET', url: checkout.checkoutUrl });
    expect(page.body).toContain('Pay ₹60');
    const paid = await pressButton(w, checkout.checkoutUrl, 'pay');
    expect(await followReturn(w, paid.location)).toBe(`/orders/${order._id}`);
    await runJobs(w); // the webhook after the return changes nothing more
    expect((await orderOf(w, order._id)).paymentState).toMatchObject({
      status: 'paid',
      captured: 180,
      topUp: 60,
      due: 0,
    });
    expect((await paymentsOf(w, order._id)).map((p) => [p.kind, p.amount, p.status])).toEqual([
      ['hold', 180, 'captured'],
      ['capture', 180, 'captured'],
      ['topup', 60, 'captured'],
    ]);
    expect((await topUp(order._id)).status).toBe(409); // nothing is left

    // The rider owes the customer nothing to collect.
    await outForDelivery(order._id);
    const rider = await w.call(w.shopper, 'GET', `/api/orders/${order._id}`);
    expect(rider.body.data.order.paymentState).toMatchObject({ status: 'paid', due: 0 });
    expect((await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/upi-qr`)).status).toBe(409);

    // The admin's day attributes the whole approved bill to the order's online money.
    const day = await w.call(w.admin, 'GET', `/api/admin/collections?date=${indiaDayOf(w.t.app.ctx.now())}`);
    const line = day.body.data.online.orders.find((o: { _id: string }) => o._id === order._id);
    expect(line).toMatchObject({ captured: 240, released: 0 });
  });

  it('paid at the door instead: the rider is asked exactly the difference and the handover records it', async () => {
    const order = await billAboveHold();
    await outForDelivery(order._id);
    const qr = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/upi-qr`);
    expect(qr.body.data.qr).toMatchObject({ amount: 60, status: 'waiting' });
    const code = (await orderOf(w, order._id)).deliveryOTP;
    const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, {
      otp: code,
      payment: { method: 'cash' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.order.payment).toMatchObject({ method: 'cash', amount: 60 });
    // Delivered: the rider took the rest, nothing is due any more, and no top-up can be asked.
    expect(done.body.data.order.paymentState).toMatchObject({ captured: 180, topUp: 0, due: 0 });
    expect((await topUp(order._id)).status).toBe(409);

    const day = await w.call(w.admin, 'GET', `/api/admin/collections?date=${indiaDayOf(w.t.app.ctx.now())}`);
    const rider = day.body.data.riders.find((r: { riderId: string }) => r.riderId === w.shopper.id);
    expect(rider.orders).toContainEqual(
      expect.objectContaining({ _id: order._id, method: 'cash', amount: 60 }),
    );
  });

  it("paid at the door by the gateway's UPI QR: the rider's screen turns paid and the day counts it as UPI", async () => {
    const order = await billAboveHold();
    await outForDelivery(order._id);
    const qr = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/upi-qr`);
    expect(qr.body.data.qr).toMatchObject({ amount: 60 });
    // The customer's UPI app pays it (the embedded gateway's test scan; its id is the link's note).
    const tn = new URL(qr.body.data.qr.upiUrl).searchParams.get('tn');
    expect((await w.t.app.inject({ method: 'POST', url: `/api/test-gateway/qr/${tn}/pay` })).statusCode).toBe(
      303,
    );
    await runJobs(w);
    expect((await orderOf(w, order._id)).paymentState).toMatchObject({ status: 'paid', due: 0 });
    const code = (await orderOf(w, order._id)).deliveryOTP;
    const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp: code });
    expect(done.body.data.order.payment).toMatchObject({
      method: 'upi',
      amount: 60,
      reference: expect.stringMatching(/^pay_/),
    });
    const day = await w.call(w.admin, 'GET', `/api/admin/collections?date=${indiaDayOf(w.t.app.ctx.now())}`);
    const rider = day.body.data.riders.find((r: { riderId: string }) => r.riderId === w.shopper.id);
    expect(rider.orders).toContainEqual(
      expect.objectContaining({ _id: order._id, method: 'upi', amount: 60 }),
    );
  });

  it('is refused while the hold still covers the bill, on a cash order, and on another customer’s order', async () => {
    const covered = await payOnline(w, [1, 0, 0]);
    expect((await topUp(covered._id)).status).toBe(409); // held, nothing captured yet
    const cash = await w.place();
    expect((await topUp(cash._id)).status).toBe(409);
    const above = await billAboveHold();
    expect((await topUp(above._id, w.otherCustomer)).status).toBe(404);
    expect((await topUp('not-an-id')).status).toBe(404);
    expect((await paymentsOf(w, above._id)).filter((p) => p.kind === 'topup')).toEqual([]);
  });
});
