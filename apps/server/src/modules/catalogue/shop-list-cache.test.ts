import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.js';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { orderBody, placeOrder } from '../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { CATALOGUE_CHECK_MS } from './freshness.js';

/** Waiting for work done after the reply (a condition, not a time limit: generous for a loaded machine). */
const WAIT = { timeout: 60_000, interval: 50 };

/** Shop lists are kept as bytes; changes made in this process show at once, others within the check interval. */
describe('shop list freshness', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let shopId: string;
  let productId: string;
  let clock = Date.parse('2026-11-22T06:00:00Z');
  const listed = async () => {
    const res = await t.app.inject({ url: '/api/shops?limit=100' });
    expect(res.statusCode).toBe(200);
    return (res.json().data.shops as { _id: string; name: string; orderCount: number }[]).find(
      (s) => s._id === shopId,
    )!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date(clock));
    shopId = (await createTestShop(t, { name: 'Fresh Cache Kirana' })).id;
    productId = (await createTestProduct(t, shopId, { stockQuantity: 50 })).id;
    admin = await createTestUser(t, { role: 'admin' });
    customer = await createTestUser(t);
  });
  afterAll(async () => t.close());

  it('shows an admin change at once', async () => {
    expect((await listed()).name).toBe('Fresh Cache Kirana');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${shopId}`,
      headers: admin.headers,
      payload: { name: 'Fresh Cache Kirana & Sons' },
    });
    expect(res.statusCode).toBe(200);
    expect((await listed()).name).toBe('Fresh Cache Kirana & Sons');
  });

  it('counts a new order within a moment (order counts are written in batches; they drive the home sort)', async () => {
    const before = (await listed()).orderCount;
    const placed = await placeOrder(t, customer, orderBody(shopId, [{ productId, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    await expect.poll(async () => (await listed()).orderCount, WAIT).toBe(before + 1);
  });

  it('shows a change made by another process once the check interval has passed', async () => {
    await listed();
    // Straight in the database, as another server process would: no event reaches this one.
    await t.database.db.update(shops).set({ name: 'Renamed Elsewhere' }).where(eq(shops.id, shopId));
    expect((await listed()).name).not.toBe('Renamed Elsewhere');
    clock += CATALOGUE_CHECK_MS + 1;
    t.setNow(new Date(clock));
    expect((await listed()).name).toBe('Renamed Elsewhere');
  });
});
