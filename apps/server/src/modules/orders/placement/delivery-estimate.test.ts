import { deliveryEstimateMinutes } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop } from '../../../test/catalogue-fixtures.js';
import { orderBody, placeOrder } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestUser, type TestUser } from '../../../test/users.js';

/** Issue 31: "Delivery in about N min" on shops asked with a place, and kept on the order placed. */
const HOME = { lat: 12.9756, lng: 77.6066 };
const T0 = new Date('2026-11-25T06:00:00Z'); // 11:30 in India, a Wednesday

let t: TestApp;
let customer: TestUser;
let openShopId: string;
let closedShopId: string;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(T0);
  const open = await createTestShop(t, {
    name: 'Quick Mart',
    latitude: 12.9716,
    longitude: 77.5946,
    deliveryRadiusKm: 8,
    pickingMinutes: 10,
  });
  const closed = await createTestShop(t, {
    name: 'Shut Today',
    latitude: 12.9716,
    longitude: 77.6,
    deliveryRadiusKm: 8,
    closedOn: '2026-11-25',
  });
  openShopId = open.id;
  closedShopId = closed.id;
  productId = (await createTestProduct(t, open.id, { price: 100 })).id;
  customer = await createTestUser(t);
  await createTestUser(t, { role: 'shopper' });
  await createTestUser(t, { role: 'shopper' });
});
afterAll(async () => t.close());

const near = `lat=${HOME.lat}&lng=${HOME.lng}`;
async function listed() {
  const res = await t.app.inject({ url: `/api/shops?${near}` });
  expect(res.statusCode, res.body).toBe(200);
  const shops: { _id: string; distanceKm: number; etaMinutes: number | null }[] = res.json().data.shops;
  return {
    open: shops.find((s) => s._id === openShopId)!,
    closed: shops.find((s) => s._id === closedShopId)!,
  };
}

describe('delivery estimates', () => {
  it('gives each open shop near a place its estimate, a closed one none, and the shop page the same', async () => {
    const { open, closed } = await listed();
    expect(open.etaMinutes).toBe(
      deliveryEstimateMinutes({
        distanceKm: open.distanceKm,
        pickingMinutes: 10,
        waitingOrders: 0,
        activeShoppers: 2,
      }),
    );
    expect(closed.etaMinutes).toBeNull();

    const page = await t.app.inject({ url: `/api/shops/${openShopId}?${near}` });
    expect(page.json().data.shop).toMatchObject({ distanceKm: open.distanceKm, etaMinutes: open.etaMinutes });
    const plain = await t.app.inject({ url: `/api/shops/${openShopId}` });
    expect(plain.json().data.shop.etaMinutes).toBeUndefined();
    const badPlace = await t.app.inject({ url: `/api/shops/${openShopId}?lat=abc&lng=77` });
    expect(badPlace.statusCode).toBe(400);
    const listWithoutPlace = await t.app.inject({ url: '/api/shops' });
    expect(listWithoutPlace.json().data.shops[0].etaMinutes).toBeUndefined();
  });

  it('keeps on each order the estimate it was placed with, and grows as orders wait for shoppers', async () => {
    const before = (await listed()).open.etaMinutes!;
    const placed = [];
    for (let i = 0; i < 4; i++) {
      const res = await placeOrder(
        t,
        customer,
        orderBody(openShopId, [{ productId, quantity: 1 }], {
          deliveryAddress: { ...orderBody('', []).deliveryAddress, coordinates: HOME },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().data.order);
    }
    // Placed within one minute: all four were promised with the load read at its start.
    for (const order of placed) {
      expect(order.etaMinutes).toBeGreaterThanOrEqual(10);
      expect(new Date(order.estimatedDeliveryTime).getTime() - new Date(order.createdAt).getTime()).toBe(
        order.etaMinutes * 60_000,
      );
    }

    t.setNow(new Date(T0.getTime() + 61_000));
    const after = (await listed()).open;
    expect(after.etaMinutes).toBe(
      deliveryEstimateMinutes({
        distanceKm: after.distanceKm,
        pickingMinutes: 10,
        waitingOrders: 4,
        activeShoppers: 2,
      }),
    );
    expect(after.etaMinutes!).toBeGreaterThan(before);
    const fifth = await placeOrder(t, customer, orderBody(openShopId, [{ productId, quantity: 1 }]));
    expect(fifth.json().data.order.etaMinutes).toBeGreaterThan(placed[0].etaMinutes);
  });
});
