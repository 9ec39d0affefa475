import { distanceKm, minutesLeftAt } from '@jhola/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  PLACED_ADDRESS,
  tinyPng,
  uploadBill,
  walkTo,
} from '../../../test/lifecycle-fixtures.js';

/** Issue 47: the customer's delivery estimate moves with the order instead of staying frozen. */
let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
});
afterAll(async () => w?.close());
afterEach(() => w.t.setNow(null));

const estimateOf = async (orderId: string) =>
  (await w.call(w.customer, 'GET', `/api/orders/${orderId}`)).body.data.order as {
    estimatedDeliveryTime: string;
    shopId: { coordinates: { lat: number; lng: number } | null };
  };

/** The app's clock keeps running from the time set: the step happens a few milliseconds after it. */
const expectNear = (actual: number, expected: number) => {
  expect(actual).toBeGreaterThanOrEqual(expected);
  expect(actual - expected).toBeLessThan(5_000);
};

describe('the delivery estimate at each step', () => {
  it('is counted from the step: picking, the ride and the handover, then the ride alone', async () => {
    const placedAt = Date.now() + 3_600_000;
    w.t.setNow(new Date(placedAt));
    const order = await w.place();
    const placed = await estimateOf(order._id);
    // A shop not on the map rides no distance (the test shop may have none).
    const at = placed.shopId.coordinates;
    const km = at ? distanceKm(at, PLACED_ADDRESS.coordinates) : 0;
    const shop = { distanceKm: km, pickingMinutes: 12 }; // the shops table's default

    // Accepted 20 minutes later: the whole picking is still to come.
    w.t.setNow(new Date(placedAt + 20 * 60_000));
    await walkTo(w, order._id, 'accepted_by_shopper');
    const accepted = Date.parse((await estimateOf(order._id)).estimatedDeliveryTime);
    expectNear(accepted, placedAt + (20 + minutesLeftAt('accepted_by_shopper', shop)!) * 60_000);

    // The bill an hour after placing: only the ride and the handover are left, from then.
    w.t.setNow(new Date(placedAt + 60 * 60_000));
    const base = `/api/shopper/orders/${order._id}`;
    for (const status of ['shopper_at_shop', 'shopping_in_progress', 'final_shopping'])
      expect((await w.call(w.shopper, 'PUT', `${base}/status`, { status })).status).toBe(200);
    expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '245.50')).status).toBe(200);
    const billed = await estimateOf(order._id);
    expectNear(
      Date.parse(billed.estimatedDeliveryTime),
      placedAt + (60 + minutesLeftAt('bill_uploaded', shop)!) * 60_000,
    );
  });
});
