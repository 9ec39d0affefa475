import { indiaDayOf } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, tinyPng, uploadBill, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  followReturn,
  orderOf,
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

/** Pays a checkout address on the embedded gateway's page and comes back. */
async function payOnPage(checkoutUrl: string) {
  await followReturn(w, (await pressButton(w, checkoutUrl, 'pay')).location);
  await runJobs(w);
}

async function deliver(orderId: string, payment?: object) {
  const code = (await orderOf(w, orderId)).deliveryOTP;
  const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${orderId}/deliver`, {
    otp: code,
    ...(payment ? { payment } : {}),
  });
  expect(done.status).toBe(200);
}

describe("the staff history's day totals (issue 43)", () => {
  it('carry per day the bills, the tips, and the money taken online and at the door', async () => {
    // Online: ₹160 held ₹180, the bill ₹200 + ₹40 = ₹240, the ₹60 above the hold paid online; a ₹20 tip.
    const online = await payOnline(w, [1, 0, 0]);
    await walkTo(w, online._id, 'final_shopping');
    expect((await uploadBill(w, w.shopper, online._id, tinyPng(), '200')).status).toBe(200);
    await w.call(w.customer, 'PUT', `/api/orders/${online._id}/approve-bill`);
    await runJobs(w);
    await payOnPage(
      (await w.call(w.customer, 'POST', `/api/orders/${online._id}/topup`)).body.data.payment.checkoutUrl,
    );
    await payOnPage(
      (await w.call(w.customer, 'POST', `/api/orders/${online._id}/tip`, { amount: 20 })).body.data.payment
        .checkoutUrl,
    );
    await w.call(w.shopper, 'PUT', `/api/shopper/orders/${online._id}/status`, {
      status: 'out_for_delivery',
    });
    await deliver(online._id);

    // At the door: the bill ₹245.50 + ₹40 taken in cash.
    const cash = await w.place();
    await walkTo(w, cash._id, 'out_for_delivery');
    await deliver(cash._id, { method: 'cash' });

    const history = await w.call(w.shopper, 'GET', '/api/shopper/orders/history');
    expect(history.status).toBe(200);
    expect(history.body.data.summary.days).toEqual([
      {
        day: indiaDayOf(w.t.app.ctx.now()),
        delivered: 2,
        deliveredValue: 160 + 415,
        tips: 20,
        online: 240,
        cash: 285.5,
        upi: 0,
      },
    ]);
    // Someone who delivered nothing has no days.
    const other = await w.call(w.otherShopper, 'GET', '/api/shopper/orders/history');
    expect(other.body.data.summary.days).toEqual([]);
  }, 120_000);
});
