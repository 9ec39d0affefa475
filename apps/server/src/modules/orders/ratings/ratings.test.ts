import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { shops } from '../../../db/schema/index.js';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
  // The shop's figures before any rating in the app, as the demo seed has them.
  await (w.t.database.db as Db)
    .update(shops)
    .set({ ratingAverage: 4.5, ratingCount: 2 })
    .where(eq(shops.id, w.shop.id));
});
afterAll(async () => {
  await w?.close();
});

async function deliveredOrder() {
  const order = await w.place({ quantities: [1, 1, 1] });
  await walkTo(w, order._id, 'out_for_delivery');
  const mine = await w.call(w.customer, 'GET', `/api/orders/${order._id}`);
  const otp = mine.body.data.order.deliveryOTP as string;
  const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp });
  expect(done.status).toBe(200);
  return order;
}

const rate = (orderId: string, body: unknown, who = w.customer) =>
  w.call(who, 'POST', `/api/orders/${orderId}/rating`, body);

const shopFigures = async () => {
  const res = await w.call(w.customer, 'GET', `/api/shops/${w.shop.id}`);
  const shop = res.body.data.shop ?? res.body.data;
  return shop.rating as { average: number; count: number };
};

describe('POST /api/orders/:id/rating', () => {
  it('rates a delivered order once; the shop average starts from its existing figures', async () => {
    const order = await deliveredOrder();
    const first = await rate(order._id, { shopRating: 1, shopperRating: 5, comment: '  Bread was stale  ' });
    expect(first.status).toBe(201);
    expect(first.body.data.order.rating).toMatchObject({
      shopRating: 1,
      shopperRating: 5,
      comment: 'Bread was stale',
    });
    // (4.5 × 2 + 1) / 3
    expect(await shopFigures()).toEqual({ average: 3.3, count: 3 });
    // The order keeps its rating on every read.
    const read = await w.call(w.customer, 'GET', `/api/orders/${order._id}`);
    expect(read.body.data.order.rating.shopRating).toBe(1);

    const again = await rate(order._id, { shopRating: 5, shopperRating: 5 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already rated this order');
    expect(await shopFigures()).toEqual({ average: 3.3, count: 3 });

    const second = await deliveredOrder();
    expect((await rate(second._id, { shopRating: 5, shopperRating: 4 })).status).toBe(201);
    // (10 + 5) / 4
    expect(await shopFigures()).toEqual({ average: 3.8, count: 4 });
  });

  it('only when delivered: an order on its way is 409 and nothing is stored', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'out_for_delivery');
    const before = await shopFigures();
    const r = await rate(order._id, { shopRating: 5, shopperRating: 5 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('You can rate an order once it has been delivered');
    expect(await shopFigures()).toEqual(before);
    const cancelled = await w.place();
    await w.call(w.customer, 'PUT', `/api/orders/${cancelled._id}/cancel`, { reason: 'no longer needed' });
    expect((await rate(cancelled._id, { shopRating: 5, shopperRating: 5 })).status).toBe(409);
  });

  it("only the order's customer: another customer gets 404, staff 403, nobody signed in 401", async () => {
    const order = await deliveredOrder();
    const before = await shopFigures();
    expect((await rate(order._id, { shopRating: 5, shopperRating: 5 }, w.otherCustomer)).status).toBe(404);
    expect((await rate(order._id, { shopRating: 5, shopperRating: 5 }, w.shopper)).status).toBe(403);
    expect((await w.call(null, 'POST', `/api/orders/${order._id}/rating`, { shopRating: 5 })).status).toBe(
      401,
    );
    expect((await rate('not-an-id', { shopRating: 5, shopperRating: 5 })).status).toBe(404);
    expect(await shopFigures()).toEqual(before);
    // Still rateable by its own customer afterwards.
    expect((await rate(order._id, { shopRating: 4, shopperRating: 4 })).status).toBe(201);
  });

  it('a value outside 1 to 5 is 422 naming the field, and nothing is stored', async () => {
    const order = await deliveredOrder();
    const before = await shopFigures();
    for (const body of [
      { shopRating: 0, shopperRating: 3 },
      { shopRating: 3, shopperRating: 6 },
      { shopRating: 2.5, shopperRating: 3 },
      { shopperRating: 3 },
      { shopRating: 3, shopperRating: 3, comment: 'x'.repeat(501) },
    ]) {
      const r = await rate(order._id, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    const bad = await rate(order._id, { shopRating: 9, shopperRating: 3 });
    expect(bad.body.errors).toEqual([{ field: 'shopRating', message: 'Choose from 1 to 5 stars' }]);
    expect(await shopFigures()).toEqual(before);
    expect((await rate(order._id, { shopRating: 3, shopperRating: 3 })).status).toBe(201);
  });

  it('two ratings of one order sent together: one is stored, the other is 409', async () => {
    const order = await deliveredOrder();
    const before = await shopFigures();
    const results = await Promise.all([
      rate(order._id, { shopRating: 5, shopperRating: 5 }),
      rate(order._id, { shopRating: 1, shopperRating: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await shopFigures()).count).toBe(before.count + 1);
  });
});
