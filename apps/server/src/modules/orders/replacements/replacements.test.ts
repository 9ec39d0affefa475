import type { Order, OrderItem } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop, readProduct } from '../../../test/catalogue-fixtures.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  tinyPng,
  uploadBill,
  walkTo,
} from '../../../test/lifecycle-fixtures.js';
import { reportsHideAfter } from '../../../test/merchant-fixtures.js';
import { address, orderBody, placeOrder } from '../../../test/order-fixtures.js';

/**
 * PRODUCT.md §12 on the server, through HTTP on real SQL: the shopper's replacement at revise (priced
 * from the catalogue, stock taken), the customer refusing or keeping it at approval, and cancellation
 * giving back exactly what the order holds (docs/decisions/0028-replacements.md).
 */
let w: LifecycleWorld;
let motherDairy: Awaited<ReturnType<typeof createTestProduct>>;
let paneer: Awaited<ReturnType<typeof createTestProduct>>;
let foreign: Awaited<ReturnType<typeof createTestProduct>>;
let dal: string;
let milk: string;
let bread: string;

beforeAll(async () => {
  w = await createLifecycleWorld();
  [dal, milk, bread] = w.products.map((p) => p.id) as [string, string, string];
  motherDairy = await createTestProduct(w.t, w.shop.id, {
    name: 'Mother Dairy Milk',
    price: 32,
    unit: 'L',
    stockQuantity: 20,
    images: ['/media/products/mother-dairy.svg'],
  });
  paneer = await createTestProduct(w.t, w.shop.id, { name: 'Paneer', price: 90, stockQuantity: 0 });
  const otherShop = await createTestShop(w.t, { name: 'Other Mart' });
  foreign = await createTestProduct(w.t, otherShop.id, { name: 'Other Milk', price: 25 });
  // Every test finds the milk missing: those reports must not hide it under the stock checked here.
  await reportsHideAfter(w, 20);
});
afterAll(async () => {
  await w?.close();
});

const base = (id: string) => `/api/shopper/orders/${id}`;
const stockOf = async (...ids: string[]) =>
  Promise.all(ids.map(async (id) => (await readProduct(w.t, id)).stockQuantity));
const itemOf = (order: Order, productId: string) =>
  order.items.find((i) => i.productId === productId) as OrderItem;

/** Dal 2, milk 3, bread 1 (or milk alone), milk with the given preference; walked to shopping_in_progress. */
async function shoppingOrder(milkReplacement?: object, milkOnly = false): Promise<Order> {
  const milkLine = {
    productId: milk,
    quantity: 3,
    ...(milkReplacement ? { replacement: milkReplacement } : {}),
  };
  const items = milkOnly
    ? [milkLine]
    : [{ productId: dal, quantity: 2 }, milkLine, { productId: bread, quantity: 1 }];
  const deliveryAddress = { ...address, coordinates: { lat: 12.9716, lng: 77.5946 } };
  const placed = await placeOrder(w.t, w.customer, orderBody(w.shop.id, items, { deliveryAddress }));
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data.order as Order;
  await walkTo(w, order._id, 'shopping_in_progress');
  return order;
}

const milkMissing = (replacement?: object) => ({
  items: [{ productId: milk, isAvailable: false, ...(replacement ? { replacement } : {}) }],
});

describe('revise with a replacement', () => {
  it('takes the customer’s own "This instead" product: priced by the server, stock moved, kept on approval', async () => {
    const before = await stockOf(milk, motherDairy.id, dal);
    const order = await shoppingOrder({ mode: 'specific', productId: motherDairy.id });
    expect(itemOf(order, milk).replacement).toEqual({
      mode: 'specific',
      productId: motherDairy.id,
      product: {
        _id: motherDairy.id,
        name: 'Mother Dairy Milk',
        unit: 'L',
        price: 32,
        imageUrl: '/media/products/mother-dairy.svg',
      },
    });
    expect(await stockOf(milk, motherDairy.id)).toEqual([before[0]! - 3, before[1]!]);

    // No revisedQuantity or revisedPrice for a not-available item, and no client price for the replacement.
    const r = await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, {
      items: [
        {
          productId: milk,
          isAvailable: false,
          replacement: { productId: motherDairy.id, quantity: 2, price: 1 },
        },
      ],
    });
    expect(r.status).toBe(200);
    const revised = r.body.data.order as Order;
    expect(itemOf(revised, milk).replacedWith).toEqual({
      productId: motherDairy.id,
      name: 'Mother Dairy Milk',
      unit: 'L',
      price: 32,
      imageUrl: '/media/products/mother-dairy.svg',
      quantity: 2,
      matchesPreference: true,
      refused: false,
    });
    // Dal 2 × 120 + Mother Dairy 2 × 32 + bread 45 = 349, delivery 30, no tax.
    expect(revised.revisedOrderValue).toEqual({ subtotal: 349, deliveryFee: 30, taxes: 0, total: 379 });
    expect(revised.timeline.at(-1)?.note).toBe(
      'Revised: Amul Milk unavailable → replaced with Mother Dairy Milk 2 × ₹32.00',
    );
    // The missing milk's units went back; the replacement's were taken.
    expect(await stockOf(milk, motherDairy.id, dal)).toEqual([before[0]!, before[1]! - 2, before[2]! - 2]);

    const approved = await w.call(w.customer, 'POST', `/api/orders/${order._id}/approve-revision`);
    expect(approved.status).toBe(200);
    const o = approved.body.data.order as Order;
    expect(o.orderValue).toEqual({ subtotal: 349, deliveryFee: 30, taxes: 0, total: 379 });
    expect(o.total).toBe(379);
    expect(itemOf(o, milk)).toMatchObject({
      isAvailable: false,
      replacedWith: { quantity: 2, refused: false },
    });
    expect(await stockOf(milk, motherDairy.id, dal)).toEqual([before[0]!, before[1]! - 2, before[2]! - 2]);

    // The bill does not move stock; the order page, the value and the stock still agree.
    expect(
      (await w.call(w.shopper, 'PUT', `${base(order._id)}/status`, { status: 'final_shopping' })).status,
    ).toBe(200);
    expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '379')).status).toBe(200);
    const billed = await w.call(w.customer, 'PUT', `/api/orders/${order._id}/approve-bill`);
    expect(billed.body.data.order.total).toBe(379);
    expect(await stockOf(milk, motherDairy.id, dal)).toEqual([before[0]!, before[1]! - 2, before[2]! - 2]);
  });

  it('lets the shopper pick a best match (needs approval), and a refused one becomes a removal', async () => {
    const before = await stockOf(milk, motherDairy.id);
    const order = await shoppingOrder();
    expect(itemOf(order, milk).replacement).toEqual({ mode: 'best_match', productId: null, product: null });
    const r = await w.call(
      w.shopper,
      'POST',
      `${base(order._id)}/revise`,
      milkMissing({ productId: motherDairy.id, quantity: 1 }),
    );
    expect(r.status).toBe(200);
    expect(itemOf(r.body.data.order, milk).replacedWith).toMatchObject({
      matchesPreference: false,
      quantity: 1,
    });
    expect(r.body.data.order.revisedOrderValue.subtotal).toBe(240 + 32 + 45);
    expect(await stockOf(milk, motherDairy.id)).toEqual([before[0]!, before[1]! - 1]);

    // Refusing an item that was not replaced is a 422, and nothing changes.
    const wrong = await w.call(w.customer, 'POST', `/api/orders/${order._id}/approve-revision`, {
      refusedReplacements: [bread],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([
      { field: 'refusedReplacements.0', message: 'This item has no replacement to refuse' },
    ]);
    expect((await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.status).toBe(
      'shopper_revised_order',
    );

    const approved = await w.call(w.customer, 'POST', `/api/orders/${order._id}/approve-revision`, {
      refusedReplacements: [milk],
    });
    expect(approved.status).toBe(200);
    const o = approved.body.data.order as Order;
    expect(itemOf(o, milk).replacedWith).toMatchObject({ productId: motherDairy.id, refused: true });
    expect(o.orderValue).toEqual({ subtotal: 285, deliveryFee: 30, taxes: 0, total: 315 });
    expect(await stockOf(milk, motherDairy.id)).toEqual(before);

    // Cancelling later gives back only what the order still holds (dal and bread).
    const dalBefore = (await stockOf(dal))[0]!;
    expect((await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {})).status).toBe(200);
    expect(await stockOf(milk, motherDairy.id, dal)).toEqual([...before, dalBefore + 2]);
  });

  it('refuses a refusal that would leave nothing to buy (422), changing nothing', async () => {
    const order = await shoppingOrder(undefined, true);
    const revised = await w.call(
      w.shopper,
      'POST',
      `${base(order._id)}/revise`,
      milkMissing({ productId: motherDairy.id, quantity: 1 }),
    );
    expect(revised.status).toBe(200);
    const stock = await stockOf(milk, motherDairy.id);
    const r = await w.call(w.customer, 'POST', `/api/orders/${order._id}/approve-revision`, {
      refusedReplacements: [milk],
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Refusing this would leave nothing to buy. Cancel the order instead.');
    expect(await stockOf(milk, motherDairy.id)).toEqual(stock);
    const now = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order as Order;
    expect(now.status).toBe('shopper_revised_order');
    expect(itemOf(now, milk).replacedWith?.refused).toBe(false);
    expect((await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {})).status).toBe(200);
  });

  it('gives back the replacement and everything else when the customer cancels the revision', async () => {
    const before = await stockOf(dal, milk, bread, motherDairy.id);
    const order = await shoppingOrder();
    const r = await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, {
      items: [
        { productId: milk, isAvailable: false, replacement: { productId: motherDairy.id, quantity: 3 } },
        { productId: dal, isAvailable: true, revisedQuantity: 1, revisedPrice: 125 },
      ],
    });
    expect(r.status).toBe(200);
    expect(await stockOf(dal, milk, bread, motherDairy.id)).toEqual([
      before[0]! - 2,
      before[1]!,
      before[2]! - 1,
      before[3]! - 3,
    ]);
    expect(
      (await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, { reason: 'no' })).status,
    ).toBe(200);
    expect(await stockOf(dal, milk, bread, motherDairy.id)).toEqual(before);
  });

  it('accepts a not-available item without quantity or price, and refuses to replace a "Don\'t replace" item', async () => {
    const order = await shoppingOrder({ mode: 'none' });
    expect(itemOf(order, milk).replacement.mode).toBe('none');
    const stock = await stockOf(milk, motherDairy.id);
    const refused = await w.call(
      w.shopper,
      'POST',
      `${base(order._id)}/revise`,
      milkMissing({ productId: motherDairy.id, quantity: 1 }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        field: 'items.0.replacement',
        message: 'The customer asked not to replace Amul Milk: mark it not available only',
      },
    ]);
    expect(await stockOf(milk, motherDairy.id)).toEqual(stock);

    const r = await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, milkMissing());
    expect(r.status).toBe(200);
    expect(itemOf(r.body.data.order, milk)).toMatchObject({ isAvailable: false, replacedWith: null });
    expect(r.body.data.order.revisedOrderValue.subtotal).toBe(285);
  });

  it('refuses another shop’s, an out-of-stock, a short, an unknown or the same product (422), changing nothing', async () => {
    const order = await shoppingOrder();
    const stock = await stockOf(milk, motherDairy.id, foreign.id, paneer.id);
    const cases: [object, string][] = [
      [{ productId: foreign.id, quantity: 1 }, 'Other Milk is not sold by this shop'],
      [{ productId: paneer.id, quantity: 1 }, 'Paneer is out of stock'],
      [{ productId: motherDairy.id, quantity: 999 }, `Only ${stock[1]} of Mother Dairy Milk left in stock`],
      [
        { productId: crypto.randomUUID(), quantity: 1 },
        'The replacement for Amul Milk is not in the catalogue',
      ],
      [{ productId: milk, quantity: 1 }, 'Choose a different product to get instead of Amul Milk'],
    ];
    for (const [replacement, message] of cases) {
      const r = await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, milkMissing(replacement));
      expect(r.status, message).toBe(422);
      expect(r.body.errors).toEqual([{ field: 'items.0.replacement.productId', message }]);
    }
    // A found item cannot carry a replacement (the schema says so).
    const found = await w.call(w.shopper, 'POST', `${base(order._id)}/revise`, {
      items: [
        {
          productId: milk,
          isAvailable: true,
          revisedQuantity: 3,
          revisedPrice: 30,
          replacement: { productId: motherDairy.id, quantity: 1 },
        },
      ],
    });
    expect(found.status).toBe(422);
    expect(await stockOf(milk, motherDairy.id, foreign.id, paneer.id)).toEqual(stock);
    const now = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order as Order;
    expect(now.status).toBe('shopping_in_progress');
    expect(itemOf(now, milk)).toMatchObject({ isAvailable: null, replacedWith: null });
  });
});
