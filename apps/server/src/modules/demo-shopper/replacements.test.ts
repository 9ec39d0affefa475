import type { Order, OrderItem } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { createTestProduct, readProduct } from '../../test/catalogue-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld } from '../../test/lifecycle-fixtures.js';
import { address, orderBody, placeOrder } from '../../test/order-fixtures.js';
import { CatalogueRepository } from '../catalogue/repository.js';
import { lifecycle } from '../orders/lifecycle/service.js';
import { ensureDemoShopperAccount } from './account.js';
import { DemoShopper } from './demo-shopper.js';

/**
 * PRODUCT.md §12 in the demo: the simulated shopper replaces a missing item as its customer asked, through
 * the same revise service as a real shopper (priced by the server, stock moved). `random: () => 0.1`
 * makes it always revise and always find the order's FIRST item missing.
 */
type Product = Awaited<ReturnType<typeof createTestProduct>>;
let w: LifecycleWorld;
let butter: Product;
let motherDairyButter: Product;
let cheeseSpread: Product;
let spreadOfOne: Product;
let cheese: Product;
let bread: string;

// One shop: the missing Amul Butter (₹55) and the dairy shelf around it.
beforeAll(async () => {
  w = await createLifecycleWorld();
  bread = w.products[2]!.id;
  const dairy = (name: string, price: number, stockQuantity: number) =>
    createTestProduct(w.t, w.shop.id, { name, price, stockQuantity, category: 'dairy', unit: 'pack' });
  butter = await dairy('Amul Butter', 55, 10);
  cheeseSpread = await dairy('Amul Cheese Spread', 56, 10);
  spreadOfOne = await dairy('Nutralite Spread', 53, 1);
  motherDairyButter = await dairy('Mother Dairy Butter', 58, 10);
  cheese = await dairy('Britannia Cheese', 120, 10);
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const stockOf = (...ids: string[]) =>
  Promise.all(ids.map(async (id) => (await readProduct(w.t, id)).stockQuantity));
const orderOf = async (id: string): Promise<Order> =>
  (await w.call(w.customer, 'GET', `/api/orders/${id}`)).body.data.order;
const butterOf = (order: Order) => order.items.find((i) => i.productId === butter.id) as OrderItem;

/** Places Amul Butter × 2 (with `replacement`) first, then `second`; the demo shopper walks it to shopping. */
async function orderInShop(replacement: object | undefined, second = { productId: bread, quantity: 1 }) {
  const items = [{ productId: butter.id, quantity: 2, ...(replacement ? { replacement } : {}) }, second];
  const deliveryAddress = { ...address, coordinates: { lat: 12.9716, lng: 77.5946 } };
  const placed = await placeOrder(w.t, w.customer, orderBody(w.shop.id, items, { deliveryAddress }));
  expect(placed.statusCode).toBe(201);
  const id = (placed.json().data.order as Order)._id;
  const ctx = w.t.app.ctx;
  const me = (await ensureDemoShopperAccount(ctx))!;
  await lifecycle.accept(ctx, id, me);
  await lifecycle.setStatus(ctx, id, me, 'shopper_at_shop');
  await lifecycle.setStatus(ctx, id, me, 'shopping_in_progress');
  return id;
}

/** Lets the demo shopper shop the order until it has sent its revision, then stops it. */
async function demoRevises(orderId: string): Promise<Order> {
  const shopper = new DemoShopper(w.t.app.ctx, w.t.app.log, { speed: 1000, random: () => 0.1 });
  await shopper.start();
  try {
    await expect
      .poll(async () => (await orderOf(orderId)).status, { timeout: 20_000, interval: 20 })
      .toBe('shopper_revised_order');
  } finally {
    await shopper.stop();
  }
  const order = await orderOf(orderId);
  expect(butterOf(order).isAvailable).toBe(false);
  return order;
}

/** Cancelling gives back exactly what the order still holds: every stock is as before the order. */
async function cancelAndExpectStock(orderId: string, ids: string[], before: number[]) {
  const cancelled = await w.call(w.customer, 'PUT', `/api/orders/${orderId}/cancel`, { reason: 'Test' });
  expect(cancelled.status).toBe(200);
  expect(await stockOf(...ids)).toEqual(before);
}

describe('the demo shopper honours the replacement preference', { timeout: 120_000 }, () => {
  it('"This instead": brings the named product for the ordered quantity, kept on approval', async () => {
    const ids = [butter.id, cheese.id, bread];
    const before = await stockOf(...ids);
    const id = await orderInShop({ mode: 'specific', productId: cheese.id });

    const order = await demoRevises(id);
    expect(butterOf(order).replacedWith).toEqual({
      productId: cheese.id,
      name: 'Britannia Cheese',
      unit: 'pack',
      price: 120,
      imageUrl: null,
      quantity: 2,
      matchesPreference: true,
      refused: false,
    });
    // Priced by the server: cheese 2 × 120 + bread 45, delivery 30.
    expect(order.revisedOrderValue?.subtotal).toBe(285);
    expect(order.timeline.at(-1)?.note).toBe(
      'Revised: Amul Butter unavailable → replaced with Britannia Cheese 2 × ₹120.00',
    );
    expect(order.timeline.at(-1)?.updatedBy).toEqual({ role: 'shopper', name: 'Ravi Kumar' });
    // The butter's units went back, the cheese's were taken.
    expect(await stockOf(...ids)).toEqual([before[0], before[1]! - 2, before[2]! - 1]);

    expect((await w.call(w.customer, 'POST', `/api/orders/${id}/approve-revision`)).status).toBe(200);
    const approved = await orderOf(id);
    expect(butterOf(approved).replacedWith?.refused).toBe(false);
    expect(approved.total).toBe(315);
    expect(await stockOf(...ids)).toEqual([before[0], before[1]! - 2, before[2]! - 1]);
    await cancelAndExpectStock(id, ids, before);
  });

  it('"This instead" sold out since checkout: the item is just not available', async () => {
    const ids = [butter.id, cheese.id, bread];
    const id = await orderInShop({ mode: 'specific', productId: cheese.id });
    const stockBefore = await readProduct(w.t, cheese.id);
    await new CatalogueRepository(w.t.database.db as Db).updateProduct(cheese.id, { stockQuantity: 1 });
    const before = await stockOf(...ids);

    const order = await demoRevises(id);
    expect(butterOf(order).replacedWith).toBeNull();
    expect(order.timeline.at(-1)?.note).toBe('Revised: Amul Butter unavailable');
    expect(await stockOf(...ids)).toEqual([before[0]! + 2, 1, before[2]]);
    await cancelAndExpectStock(id, ids, [before[0]! + 2, 1, before[2]! + 1]);
    await new CatalogueRepository(w.t.database.db as Db).updateProduct(cheese.id, {
      stockQuantity: stockBefore.stockQuantity,
    });
  });

  it('"Best match" (the default): the nearest price in the category, in stock, not already ordered', async () => {
    // Cheese spread (₹56) is in the order and Nutralite (₹53) has 1 left for 2 wanted: Mother Dairy (₹58).
    const ids = [butter.id, motherDairyButter.id, cheeseSpread.id, spreadOfOne.id];
    const before = await stockOf(...ids);
    const id = await orderInShop(undefined, { productId: cheeseSpread.id, quantity: 1 });
    expect(butterOf(await orderOf(id)).replacement.mode).toBe('best_match');

    const order = await demoRevises(id);
    expect(butterOf(order).replacedWith).toMatchObject({
      productId: motherDairyButter.id,
      name: 'Mother Dairy Butter',
      price: 58,
      quantity: 2,
      matchesPreference: false,
      refused: false,
    });
    expect(order.revisedOrderValue?.subtotal).toBe(2 * 58 + 56);
    expect(await stockOf(...ids)).toEqual([before[0], before[1]! - 2, before[2]! - 1, before[3]]);
    await cancelAndExpectStock(id, ids, before);
  });

  it('"Don\'t replace": the item is just not available and nothing else is taken', async () => {
    const ids = [butter.id, motherDairyButter.id, cheeseSpread.id, cheese.id, bread];
    const before = await stockOf(...ids);
    const id = await orderInShop({ mode: 'none' });

    const order = await demoRevises(id);
    expect(butterOf(order).replacedWith).toBeNull();
    expect(order.revisedOrderValue?.subtotal).toBe(45);
    expect(order.timeline.at(-1)?.note).toBe('Revised: Amul Butter unavailable');
    expect(await stockOf(...ids)).toEqual([...before.slice(0, 4), before[4]! - 1]);
    await cancelAndExpectStock(id, ids, before);
  });

  it('marks the item not available when the replacement sold out between its look and the revision', async () => {
    const ids = [butter.id, cheese.id, bread];
    const id = await orderInShop({ mode: 'specific', productId: cheese.id });
    await new CatalogueRepository(w.t.database.db as Db).updateProduct(cheese.id, { stockQuantity: 0 });
    const before = await stockOf(...ids);
    // The demo shopper's look still sees the cheese on the shelf; the server, which locks the real row, does not.
    const real = CatalogueRepository.prototype.findProduct;
    const look = vi.spyOn(CatalogueRepository.prototype, 'findProduct').mockImplementation(async function (
      this: CatalogueRepository,
      productId,
      options,
    ) {
      const row = await real.call(this, productId, options);
      return row && productId === cheese.id ? { ...row, stockQuantity: 10 } : row;
    });
    try {
      const order = await demoRevises(id);
      expect(look).toHaveBeenCalledWith(cheese.id);
      expect(butterOf(order).replacedWith).toBeNull();
      expect(order.timeline.at(-1)?.note).toBe('Revised: Amul Butter unavailable');
    } finally {
      look.mockRestore();
    }
    expect(await stockOf(...ids)).toEqual([before[0]! + 2, 0, before[2]]);
    await cancelAndExpectStock(id, ids, [before[0]! + 2, 0, before[2]! + 1]);
  });
});
