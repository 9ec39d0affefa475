import type { Order } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { createTestProduct, createTestShop, readProduct } from '../../../test/catalogue-fixtures.js';
import { address, orderBody, placeOrder } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestUser, type TestUser } from '../../../test/users.js';

/** PRODUCT.md §12 at checkout: each item's replacement preference, checked by the server and stored. */
describe('POST /api/orders with replacement preferences', () => {
  let t: TestApp;
  let customer: TestUser;
  let shop: Awaited<ReturnType<typeof createTestShop>>;
  let milk: Awaited<ReturnType<typeof createTestProduct>>;
  let curd: Awaited<ReturnType<typeof createTestProduct>>;
  let bread: Awaited<ReturnType<typeof createTestProduct>>;
  let soldOut: Awaited<ReturnType<typeof createTestProduct>>;
  let foreign: Awaited<ReturnType<typeof createTestProduct>>;
  const deliveryAddress = { ...address, coordinates: { lat: 12.9716, lng: 77.5946 } };

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createTestUser(t, { name: 'Asha Rao' });
    shop = await createTestShop(t, { name: 'Fresh Mart' });
    milk = await createTestProduct(t, shop.id, { name: 'Amul Milk', price: 30, unit: 'L' });
    curd = await createTestProduct(t, shop.id, { name: 'Curd', price: 40, images: ['/media/curd.svg'] });
    bread = await createTestProduct(t, shop.id, { name: 'Bread', price: 45 });
    soldOut = await createTestProduct(t, shop.id, { name: 'Paneer', stockQuantity: 0 });
    const other = await createTestShop(t, { name: 'Other Mart' });
    foreign = await createTestProduct(t, other.id, { name: 'Other Milk' });
  });
  afterAll(async () => {
    await t.close();
  });

  const countOrders = async () => {
    const result = await (t.database.db as Db).execute<{ n: number }>(
      sql`select count(*)::int as n from orders where customer_id = ${customer.id}`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };
  const place = (items: object[]) =>
    placeOrder(t, customer, orderBody(shop.id, items as never, { deliveryAddress }));

  it('stores "This instead" with the named product, "Don\'t replace", and "Best match" when not sent', async () => {
    const res = await place([
      { productId: milk.id, quantity: 2, replacement: { mode: 'specific', productId: curd.id } },
      { productId: bread.id, quantity: 1, replacement: { mode: 'none' } },
      { productId: curd.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    const placed = res.json().data.order as Order;
    const curdSummary = { _id: curd.id, name: 'Curd', unit: 'piece', price: 40, imageUrl: '/media/curd.svg' };
    const expected = [
      { mode: 'specific', productId: curd.id, product: curdSummary },
      { mode: 'none', productId: null, product: null },
      { mode: 'best_match', productId: null, product: null },
    ];
    expect(placed.items.map((i) => i.replacement)).toEqual(expected);
    expect(placed.items.every((i) => i.replacedWith === null)).toBe(true);
    // Read back, the order says the same (the named product joined from the catalogue).
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed._id}`,
      headers: customer.headers,
    });
    expect((read.json().data.order as Order).items.map((i) => i.replacement)).toEqual(expected);
  });

  it('refuses a bad "This instead" product with 422 naming the item, and stores nothing', async () => {
    const orders = await countOrders();
    const stock = (await readProduct(t, milk.id)).stockQuantity;
    const cases: [object, string][] = [
      [
        { mode: 'specific', productId: foreign.id },
        'Other Milk (instead of Amul Milk) is not sold by Fresh Mart',
      ],
      [{ mode: 'specific', productId: soldOut.id }, 'Paneer (instead of Amul Milk) is out of stock'],
      [
        { mode: 'specific', productId: crypto.randomUUID() },
        'The product to get instead of Amul Milk is not in the catalogue',
      ],
      [{ mode: 'specific', productId: milk.id }, 'Choose a different product to get instead of Amul Milk'],
    ];
    for (const [replacement, message] of cases) {
      const res = await place([
        { productId: bread.id, quantity: 1 },
        { productId: milk.id, quantity: 2, replacement },
      ]);
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        message,
        errors: [{ field: 'items.1.replacement.productId', message }],
      });
    }
    // The schema: "This instead" needs a product, and only "This instead" names one.
    for (const replacement of [
      { mode: 'specific' },
      { mode: 'best_match', productId: curd.id },
      { mode: 'later' },
    ]) {
      const res = await place([{ productId: milk.id, quantity: 1, replacement }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toMatch(/^items\.0\.replacement/);
    }
    expect(await countOrders()).toBe(orders);
    expect((await readProduct(t, milk.id)).stockQuantity).toBe(stock);
  });
});
