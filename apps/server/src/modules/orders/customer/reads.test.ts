import { randomUUID } from 'node:crypto';
import type { Order } from '@jhola/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { createTestProduct, createTestShop } from '../../../test/catalogue-fixtures.js';
import { orderBody, placeOrder } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestUser, type TestUser } from '../../../test/users.js';

describe('customer order reads', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  let shopId: string;
  let productId: string;
  const ashaOrders: Order[] = [];

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

  beforeAll(async () => {
    t = await createTestApp();
    asha = await createTestUser(t, { name: 'Asha' });
    ravi = await createTestUser(t, { name: 'Ravi' });
    const shop = await createTestShop(t, { name: 'Corner Store' });
    shopId = shop.id;
    productId = (await createTestProduct(t, shop.id)).id;
    const start = Date.parse('2025-06-02T06:30:00Z');
    for (let i = 0; i < 5; i++) {
      t.setNow(new Date(start + i * 60_000));
      const res = await placeOrder(t, asha, orderBody(shopId, [{ productId, quantity: 1 }]));
      ashaOrders.push(res.json().data.order);
    }
    t.setNow(new Date(start + 10 * 60_000));
    await placeOrder(t, ravi, orderBody(shopId, [{ productId, quantity: 1 }]));
    t.setNow(null);
  });
  afterAll(async () => t.close());

  it('lists only my orders, newest first, with pagination beside the data array', async () => {
    const res = await get(asha, '/api/orders/customer?limit=2&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 5 });
    expect(body.data.map((o: Order) => o._id)).toEqual([ashaOrders[4]!._id, ashaOrders[3]!._id]);
    const last = (await get(asha, '/api/orders/customer?limit=2&page=3')).json();
    expect(last.data.map((o: Order) => o._id)).toEqual([ashaOrders[0]!._id]);
    const oldestFirst = (await get(asha, '/api/orders/customer?sort=createdAt&limit=50')).json();
    expect(oldestFirst.data.map((o: Order) => o._id)).toEqual(ashaOrders.map((o) => o._id));
    expect(oldestFirst.data.every((o: Order) => o.customerId === asha.id)).toBe(true);
  });

  it('defaults to 20 a page and refuses a bad page size (400)', async () => {
    expect((await get(asha, '/api/orders/customer')).json().pagination).toEqual({
      page: 1,
      limit: 20,
      total: 5,
    });
    expect((await get(asha, '/api/orders/customer?limit=500')).statusCode).toBe(400);
    expect((await get(asha, '/api/orders/customer?page=0')).statusCode).toBe(400);
  });

  it('reads my own order in full', async () => {
    const res = await get(asha, `/api/orders/${ashaOrders[0]!._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toEqual(ashaOrders[0]);
  });

  it("answers 404 for another customer's order, an unknown id and a malformed id", async () => {
    expect((await get(ravi, `/api/orders/${ashaOrders[0]!._id}`)).statusCode).toBe(404);
    expect((await get(asha, `/api/orders/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(asha, '/api/orders/123')).statusCode).toBe(404);
  });

  it('lets the assigned shopper and admins read an order, but not other shoppers', async () => {
    const assigned = await createTestUser(t, { role: 'shopper', name: 'Sunil', phone: '9811111111' });
    const other = await createTestUser(t, { role: 'shopper' });
    const admin = await createTestUser(t, { role: 'admin' });
    const id = ashaOrders[1]!._id;
    await (t.database.db as Db).update(orders).set({ shopperId: assigned.id }).where(eq(orders.id, id));
    const seen = await get(assigned, `/api/orders/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.order.personalShopperId).toEqual({
      _id: assigned.id,
      name: 'Sunil',
      phone: '9811111111',
    });
    expect((await get(other, `/api/orders/${id}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/orders/${id}`)).statusCode).toBe(200);
  });

  it('shows the delivery code only to the customer while the order is out for delivery', async () => {
    const admin = await createTestUser(t, { role: 'admin' });
    const id = ashaOrders[2]!._id;
    await (t.database.db as Db).update(orders).set({ deliveryOtp: '4821' }).where(eq(orders.id, id));
    expect((await get(asha, `/api/orders/${id}`)).json().data.order.deliveryOTP).toBeNull();
    await (t.database.db as Db).update(orders).set({ status: 'out_for_delivery' }).where(eq(orders.id, id));
    expect((await get(asha, `/api/orders/${id}`)).json().data.order.deliveryOTP).toBe('4821');
    expect((await get(admin, `/api/orders/${id}`)).json().data.order.deliveryOTP).toBeNull();
  });

  it('estimates acceptance time from the orders really waiting for a shopper at that shop', async () => {
    const res = await get(asha, `/api/orders/acceptance-time/${shopId}`);
    expect(res.statusCode).toBe(200);
    // 6 placed; ashaOrders[2] was moved out_for_delivery above, so 5 still wait: 5 + 3 × 5 = 20.
    expect(res.json().data).toEqual({
      pendingOrdersCount: 5,
      estimatedMinutes: 20,
      estimatedTime: 'About 20 minutes',
    });
    const quiet = await createTestShop(t);
    expect((await get(asha, `/api/orders/acceptance-time/${quiet.id}`)).json().data).toEqual({
      pendingOrdersCount: 0,
      estimatedMinutes: 5,
      estimatedTime: 'About 5 minutes',
    });
  });

  it('answers an unknown shop with 404 and a malformed shop id with "Invalid shop ID format"', async () => {
    expect((await get(asha, `/api/orders/acceptance-time/${randomUUID()}`)).statusCode).toBe(404);
    const bad = await get(asha, '/api/orders/acceptance-time/shop-1');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Invalid shop ID format']);
  });

  it('needs a signed-in user for every read', async () => {
    for (const url of [
      '/api/orders/customer',
      `/api/orders/${ashaOrders[0]!._id}`,
      `/api/orders/acceptance-time/${shopId}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
