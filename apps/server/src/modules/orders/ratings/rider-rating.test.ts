import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';

/** Issue 47: a rating covers the delivery person who carried the order, beside the shop and the shopper. */
let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
});
afterAll(async () => {
  await w?.close();
});

const rate = (orderId: string, body: unknown) =>
  w.call(w.customer, 'POST', `/api/orders/${orderId}/rating`, body);

describe('the delivery person in a rating (issue 47)', () => {
  /** Delivered by the world's delivery person, who claimed it once the bill was approved. */
  async function deliveredByRider() {
    const order = await w.place();
    await walkTo(w, order._id, 'bill_approved');
    const base = `/api/shopper/orders/${order._id}`;
    expect((await w.call(w.delivery, 'POST', `${base}/accept-delivery`)).status).toBe(200);
    expect((await w.call(w.delivery, 'PUT', `${base}/status`, { status: 'out_for_delivery' })).status).toBe(
      200,
    );
    const otp = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveryOTP;
    expect((await w.call(w.delivery, 'POST', `${base}/deliver`, { otp })).status).toBe(200);
    return order;
  }

  it('rates the delivery person who carried it, and keeps it on every read', async () => {
    const order = await deliveredByRider();
    const missing = await rate(order._id, { shopRating: 4, shopperRating: 5 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'riderRating', message: 'Rate the delivery person too' }]);
    expect((await rate(order._id, { shopRating: 4, shopperRating: 5, riderRating: 7 })).status).toBe(422);

    const rated = await rate(order._id, { shopRating: 4, shopperRating: 5, riderRating: 3 });
    expect(rated.status).toBe(201);
    expect(rated.body.data.order.rating).toMatchObject({ shopRating: 4, shopperRating: 5, riderRating: 3 });
    const read = await w.call(w.customer, 'GET', `/api/orders/${order._id}`);
    expect(read.body.data.order.rating.riderRating).toBe(3);
  });

  it('refuses stars for a delivery person when the shopper delivered, and stores nothing', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'out_for_delivery');
    const otp = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveryOTP;
    expect(
      (await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp })).status,
    ).toBe(200);
    const r = await rate(order._id, { shopRating: 4, shopperRating: 5, riderRating: 3 });
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/No delivery person carried this order/);
    const fine = await rate(order._id, { shopRating: 4, shopperRating: 5 });
    expect(fine.status).toBe(201);
    expect(fine.body.data.order.rating.riderRating).toBeNull();
  });
});
