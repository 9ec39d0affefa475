import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop, readProduct } from '../../../test/catalogue-fixtures.js';
import { orderBody, placeOrder } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestUser, type TestUser } from '../../../test/users.js';

/** Races on one server: real concurrent requests into the same database (PGlite serialises them). */
describe('POST /api/orders under concurrency', () => {
  let t: TestApp;
  let customers: TestUser[];

  beforeAll(async () => {
    t = await createTestApp();
    customers = [];
    for (let i = 0; i < 50; i++) customers.push(await createTestUser(t, { name: `Racer ${i}` }));
  });
  afterAll(async () => t.close());

  it('50 customers racing for the last 10 units: exactly 10 orders, stock 0, the rest told by name', async () => {
    const shop = await createTestShop(t);
    const mango = await createTestProduct(t, shop.id, { name: 'Alphonso Mango', stockQuantity: 10 });
    const results = await Promise.all(
      customers.map((c) => placeOrder(t, c, orderBody(shop.id, [{ productId: mango.id, quantity: 1 }]))),
    );
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.json().message).toMatch(/Alphonso Mango/);
    expect((await readProduct(t, mango.id)).stockQuantity).toBe(0);
    const numbers = new Set(created.map((r) => r.json().data.order.orderNumber));
    expect(numbers.size).toBe(10);
  });

  it('the same key sent 10 times at once yields one order', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id, { stockQuantity: 100 });
    const buyer = customers[0]!;
    const key = randomUUID();
    const body = orderBody(shop.id, [{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, buyer, body, key)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(results.map((r) => r.json().data.order._id)).size).toBe(1);
    expect((await readProduct(t, product.id)).stockQuantity).toBe(98);
  });

  it('orders naming the same products in opposite orders do not deadlock', async () => {
    const shop = await createTestShop(t);
    const a = await createTestProduct(t, shop.id, { name: 'Tea', stockQuantity: 1000 });
    const b = await createTestProduct(t, shop.id, { name: 'Sugar', stockQuantity: 1000 });
    const results = await Promise.all(
      customers.slice(0, 30).map((c, i) =>
        placeOrder(
          t,
          c,
          orderBody(
            shop.id,
            i % 2 === 0
              ? [
                  { productId: a.id, quantity: 1 },
                  { productId: b.id, quantity: 1 },
                ]
              : [
                  { productId: b.id, quantity: 1 },
                  { productId: a.id, quantity: 1 },
                ],
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    expect((await readProduct(t, a.id)).stockQuantity).toBe(970);
    expect((await readProduct(t, b.id)).stockQuantity).toBe(970);
  });
});
