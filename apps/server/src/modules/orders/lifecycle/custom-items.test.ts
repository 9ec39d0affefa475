import { randomUUID } from 'node:crypto';
import type { Order } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProduct } from '../../../test/catalogue-fixtures.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  PLACED_ADDRESS,
  tinyPng,
  uploadBill,
  walkTo,
} from '../../../test/lifecycle-fixtures.js';

/**
 * Issue 29, point 2, through HTTP on real SQL: items the app does not list are checked and stored
 * unpriced, kept out of the subtotal, priced by the shopper's revision (named by itemId), approved by
 * the customer, and they block the bill while unpriced.
 */
let w: LifecycleWorld;
let dal: string;

beforeAll(async () => {
  w = await createLifecycleWorld();
  dal = w.products[0]!.id;
});
afterAll(async () => {
  await w?.close();
});

function post(items: object[]) {
  return w.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...w.customer.headers, 'idempotency-key': randomUUID() },
    payload: { shopId: w.shop.id, items, deliveryAddress: PLACED_ADDRESS },
  });
}

async function place(items: object[]): Promise<Order> {
  const response = await post(items);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as Order;
}

const flowers = { customName: 'Marigold flowers', quantity: 2, notes: 'Yellow, for the puja' };
const ordersCount = async () =>
  (await w.call(w.customer, 'GET', '/api/orders/customer?limit=1')).body.data.total as number;
const shopper = (id: string) => `/api/shopper/orders/${id}`;
const custom = (order: Order) => order.items.find((i) => i.isCustom)!;

describe('placing items the app does not list', () => {
  it('refuses a bad line with a clear field message and stores nothing', async () => {
    const before = await ordersCount();
    const stock = (await readProduct(w.t, dal)).stockQuantity;
    const cases: [object[], string, string][] = [
      [[{ customName: ' x ', quantity: 1 }], 'items.0.customName', 'Name the item in at least 2 characters'],
      [
        [{ customName: 'a'.repeat(81), quantity: 1 }],
        'items.0.customName',
        'Name the item in at most 80 characters',
      ],
      [[{ quantity: 1 }], 'items.0.productId', 'Choose a product or name the item'],
      [
        [{ productId: dal, customName: 'Dal', quantity: 1 }],
        'items.0.customName',
        'An item is either a product or a named item, not both',
      ],
      [
        [
          { productId: dal, quantity: 1 },
          ...Array.from({ length: 11 }, (_, i) => ({ customName: `Thing ${i}`, quantity: 1 })),
        ],
        'items',
        'At most 10 items the app does not list in one order',
      ],
    ];
    for (const [items, field, message] of cases) {
      const response = await post(items);
      expect(response.statusCode, JSON.stringify(items).slice(0, 80)).toBe(422);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect(await ordersCount()).toBe(before);
    expect((await readProduct(w.t, dal)).stockQuantity).toBe(stock);
  });

  it('takes ten named items, stores them unpriced and keeps them out of the subtotal', async () => {
    const stock = (await readProduct(w.t, dal)).stockQuantity;
    const ten = Array.from({ length: 9 }, (_, i) => ({ customName: `Thing ${i}`, quantity: 1 }));
    const order = await place([{ productId: dal, quantity: 2 }, flowers, ...ten]);
    expect(order.items).toHaveLength(11);
    expect(order.items[1]).toMatchObject({
      isCustom: true,
      productId: null,
      price: null,
      name: 'Marigold flowers',
      quantity: 2,
      notes: 'Yellow, for the puja',
      unit: '',
    });
    expect(order.items[0]).toMatchObject({ isCustom: false, productId: dal, price: 120 });
    expect(order.orderValue.subtotal).toBe(240);
    expect(order.orderValue.total).toBe(240 + order.orderValue.deliveryFee);
    // Only the listed product's stock moves; read back, the order is the same.
    expect((await readProduct(w.t, dal)).stockQuantity).toBe(stock - 2);
    const read = await w.call(w.customer, 'GET', `/api/orders/${order._id}`);
    expect(read.body.data.order.items[1]).toMatchObject({ isCustom: true, price: null, productId: null });
  });

  it('places an order of named items only, with no subtotal yet', async () => {
    const order = await place([flowers]);
    expect(order.orderValue.subtotal).toBe(0);
    expect(order.orderValue.total).toBe(order.orderValue.deliveryFee);
  });
});

describe('pricing named items', () => {
  it('refuses finishing the shopping and the bill while a named item is unpriced', async () => {
    const order = await place([{ productId: dal, quantity: 1 }, flowers]);
    await walkTo(w, order._id, 'shopping_in_progress');
    const finish = await w.call(w.shopper, 'PUT', `${shopper(order._id)}/status`, {
      status: 'final_shopping',
    });
    expect(finish.status).toBe(409);
    expect(finish.body.message).toBe(
      'Price Marigold flowers in a revision (or mark not available) and wait for the customer’s approval before the bill',
    );
    // In the reader's language (decision 0039).
    const inHindi = await w.t.app.inject({
      method: 'PUT',
      url: `${shopper(order._id)}/status`,
      headers: { ...w.shopper.headers, 'accept-language': 'hi' },
      payload: { status: 'final_shopping' },
    });
    expect(inHindi.statusCode).toBe(409);
    expect(inHindi.json().message).toBe(
      'बिल से पहले Marigold flowers का दाम बदलाव में लिखें (या उपलब्ध नहीं बताएँ) और ग्राहक की मंज़ूरी का इंतज़ार करें',
    );
    // A revision must price it (or mark it not available): leaving it out is refused.
    const dalId = order.items[0]!.itemId;
    const leftOut = await w.call(w.shopper, 'POST', `${shopper(order._id)}/revise`, {
      items: [{ itemId: dalId, isAvailable: true, revisedQuantity: 1, revisedPrice: 110 }],
    });
    expect(leftOut.status).toBe(422);
    expect(leftOut.body.errors).toContainEqual({
      field: 'items',
      message: 'Price Marigold flowers or mark it not available',
    });
    const unknown = await w.call(w.shopper, 'POST', `${shopper(order._id)}/revise`, {
      items: [{ itemId: randomUUID(), isAvailable: false }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]).toEqual({
      field: 'items.0.itemId',
      message: 'This item is not part of the order',
    });
    const replaced = await w.call(w.shopper, 'POST', `${shopper(order._id)}/revise`, {
      items: [
        { itemId: custom(order).itemId, isAvailable: false, replacement: { productId: dal, quantity: 1 } },
      ],
    });
    expect(replaced.status).toBe(422);
    expect(replaced.body.errors?.[0]?.field).toBe('items.0.replacement');
  });

  it('prices by itemId, the customer approves, the totals are exact to the paisa and the bill goes through', async () => {
    const order = await place([
      { productId: dal, quantity: 1 },
      { ...flowers, quantity: 3 },
    ]);
    await walkTo(w, order._id, 'shopping_in_progress');
    const revised = await w.call(w.shopper, 'POST', `${shopper(order._id)}/revise`, {
      items: [{ itemId: custom(order).itemId, isAvailable: true, revisedQuantity: 3, revisedPrice: 33.33 }],
    });
    expect(revised.status, revised.body.message).toBe(200);
    const r = revised.body.data.order as Order;
    expect(r.revisedOrderValue?.subtotal).toBe(219.99);
    expect(custom(r)).toMatchObject({
      price: null,
      revisedPrice: 33.33,
      revisedQuantity: 3,
      isAvailable: true,
    });
    expect(r.timeline.at(-1)?.note).toContain('Marigold flowers priced by the shopper: 3 × ₹33.33');

    const approved = await w.call(w.customer, 'POST', `/api/orders/${order._id}/approve-revision`);
    expect(approved.status, approved.body.message).toBe(200);
    const a = approved.body.data.order as Order;
    expect(custom(a)).toMatchObject({ isCustom: true, price: 33.33, quantity: 3, productId: null });
    expect(a.orderValue.subtotal).toBe(219.99);
    expect(a.orderValue.total).toBe(Math.round((219.99 + a.orderValue.deliveryFee) * 100) / 100);

    const finish = await w.call(w.shopper, 'PUT', `${shopper(order._id)}/status`, {
      status: 'final_shopping',
    });
    expect(finish.status).toBe(200);
    expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '219.99')).status).toBe(200);
    const bill = await w.call(w.customer, 'PUT', `/api/orders/${order._id}/approve-bill`);
    expect(bill.status).toBe(200);
  });

  it('marks a named item not available: approval removes it and the bill goes through', async () => {
    const order = await place([{ productId: dal, quantity: 1 }, flowers]);
    await walkTo(w, order._id, 'shopping_in_progress');
    const revised = await w.call(w.shopper, 'POST', `${shopper(order._id)}/revise`, {
      items: [
        { itemId: custom(order).itemId, isAvailable: false, shopperNotes: 'None today' },
        { productId: dal, isAvailable: true, revisedQuantity: 1, revisedPrice: 115.5 },
      ],
    });
    expect(revised.status, revised.body.message).toBe(200);
    const approved = await w.call(w.customer, 'POST', `/api/orders/${order._id}/approve-revision`);
    expect(approved.status).toBe(200);
    const a = approved.body.data.order as Order;
    expect(a.items.map((i) => i.name)).toEqual(['Toor Dal']);
    expect(a.orderValue.subtotal).toBe(115.5);
    const finish = await w.call(w.shopper, 'PUT', `${shopper(order._id)}/status`, {
      status: 'final_shopping',
    });
    expect(finish.status).toBe(200);
    expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '115.50')).status).toBe(200);
  });
});
