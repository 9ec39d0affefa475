import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  followReturn,
  orderOf,
  paymentsOf,
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

const tip = (orderId: string, amount: unknown, user = w.customer) =>
  w.call(user, 'POST', `/api/orders/${orderId}/tip`, { amount });

describe('POST /api/orders/:id/tip', () => {
  it('takes a tip paid online, captured at once, shown with the order; none is preselected', async () => {
    const order = await w.place();
    expect((await orderOf(w, order._id)).paymentState?.tips).toBe(0);
    expect((await tip(order._id, 5)).status).toBe(422);
    expect((await tip(order._id, 20, w.otherCustomer)).status).toBe(404);
    const started = await tip(order._id, 20);
    expect(started.status).toBe(201);
    expect(started.body.data.payment).toMatchObject({ amount: 20, status: 'created' });
    const paid = await pressButton(w, started.body.data.payment.checkoutUrl, 'pay');
    expect(await followReturn(w, paid.location)).toBe(`/orders/${order._id}`);
    await runJobs(w); // the webhook comes too: still one tip
    expect((await orderOf(w, order._id)).paymentState?.tips).toBe(20);
    expect((await paymentsOf(w, order._id)).filter((p) => p.kind === 'tip')).toEqual([
      expect.objectContaining({ amount: 20, status: 'captured' }),
    ]);
  });

  it('is refused on a cancelled order and more than 24 hours after delivery', async () => {
    const cancelled = await w.place();
    await w.call(w.customer, 'PUT', `/api/orders/${cancelled._id}/cancel`, { reason: 'Ordered by mistake' });
    expect((await tip(cancelled._id, 20)).status).toBe(409);
    const order = await w.place();
    await walkTo(w, order._id, 'out_for_delivery');
    const code = (await orderOf(w, order._id)).deliveryOTP;
    expect(
      (await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp: code })).status,
    ).toBe(200);
    expect((await tip(order._id, 30)).status).toBe(201);
    w.t.setNow(new Date(Date.now() + 25 * 60 * 60_000));
    expect((await tip(order._id, 30)).status).toBe(409);
    w.t.setNow(null);
  });
});
