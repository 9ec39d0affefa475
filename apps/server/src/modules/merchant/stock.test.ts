import { randomUUID } from 'node:crypto';
import type { Order } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claim } from '../../test/claim-fixtures.js';
import { orderOn } from '../../test/deadline-fixtures.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  PLACED_ADDRESS,
  walkTo,
} from '../../test/lifecycle-fixtures.js';
import { createOwner } from '../../test/merchant-fixtures.js';
import type { TestUser } from '../../test/users.js';

let w: LifecycleWorld;
let owner: TestUser;
// Wednesday 25 Nov 2026, 10:00 in India.
const MORNING = new Date('2026-11-25T04:30:00Z');
beforeAll(async () => {
  w = await createLifecycleWorld();
  w.t.setNow(MORNING);
  owner = await createOwner(w, [w.shop.id]);
});
afterAll(async () => w.close());

const [DAL, MILK, BREAD] = [0, 1, 2];
const productId = (i: number) => w.products[i]!.id;
const listed = async (i: number) =>
  (await w.call(null, 'GET', `/api/products/shop/${w.shop.id}?limit=100`)).body.data.products.find(
    (p: { _id: string }) => p._id === productId(i),
  );
const orderOf = (i: number) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...w.customer.headers, 'idempotency-key': randomUUID() },
    payload: {
      shopId: w.shop.id,
      items: [{ productId: productId(i), quantity: 1 }],
      deliveryAddress: PLACED_ADDRESS,
      paymentMethod: 'cash',
    },
  });
const suggestions = async (who: TestUser = owner) =>
  (await w.call(who, 'GET', '/api/merchant/suggestions')).body.data.suggestions as {
    productId: string;
    productName: string;
    reports: number;
    hidden: boolean;
  }[];

/** A shopper finds Amul Milk missing on a new order. */
async function reportMilkMissing() {
  const order = await w.place();
  await walkTo(w, order._id, 'shopping_in_progress');
  const milk = order.items.find((item) => item.productId === productId(MILK))!;
  const ticked = await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/picks`, {
    items: [{ itemId: milk.itemId, state: 'not_available' }],
  });
  expect(ticked.status).toBe(200);
  await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/cancel`, { reason: 'Test over' });
  return order;
}

describe('stock', () => {
  it('an owner marks a product out of stock: customers see it so and cannot order it; back in, they can', async () => {
    const out = await w.call(owner, 'PUT', `/api/merchant/products/${productId(BREAD)}/stock`, {
      inStock: false,
    });
    expect(out.status).toBe(200);
    expect(out.body.data.product).toMatchObject({ inStock: false, stockMark: 'out' });
    expect(await listed(BREAD)).toMatchObject({ inStock: false });
    const refused = await orderOf(BREAD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bread is out of stock');

    const back = await w.call(owner, 'PUT', `/api/merchant/products/${productId(BREAD)}/stock`, {
      inStock: true,
    });
    expect(back.body.data.product).toMatchObject({ inStock: true, stockMark: null });
    // The count it had before the mark is back.
    expect((await listed(BREAD)).stockQuantity).toBe(10_000);
    expect((await orderOf(BREAD)).statusCode).toBe(201);
  });

  it('marks many at once (a category), all or nothing, and finds products by name', async () => {
    const ids = [productId(DAL), productId(BREAD)];
    const bulk = await w.call(owner, 'POST', '/api/merchant/products/stock', { ids, inStock: false });
    expect(bulk.body.data.updated).toBe(2);
    const found = await w.call(owner, 'GET', `/api/merchant/shops/${w.shop.id}/products?q=dal`);
    expect(found.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Toor Dal']);
    // The owner's list carries the rules their prices are held to (the screen shows the bound); an admin is held to none.
    expect(found.body.data.priceRules).toEqual({ capAtMrp: true, maxChangePercent: null, reportsToHide: 2 });
    const asAdmin = await w.call(w.admin, 'GET', `/api/merchant/shops/${w.shop.id}/products?q=dal`);
    expect(asAdmin.body.data.priceRules).toBeNull();
    expect(found.body.data.products[0].inStock).toBe(false);
    expect(
      (await w.call(owner, 'POST', '/api/merchant/products/stock', { ids: [], inStock: true })).status,
    ).toBe(422);
    await w.call(owner, 'POST', '/api/merchant/products/stock', { ids, inStock: true });
    expect((await listed(DAL)).inStock).toBe(true);
  });

  it('prices stay within the admin rule (not above the MRP) and every change is logged', async () => {
    await w.call(w.admin, 'PUT', '/api/admin/merchant-rules', {
      capAtMrp: true,
      maxChangePercent: 20,
      reportsToHide: 2,
    });
    await w.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${productId(DAL)}`,
      headers: w.admin.headers,
      payload: { originalPrice: 130 },
    });
    const above = await w.call(owner, 'PUT', `/api/merchant/products/${productId(DAL)}/price`, {
      price: 131,
    });
    expect(above.status).toBe(422);
    expect(above.body.errors?.[0]?.message).toBe('The price cannot be above the MRP');
    const jump = await w.call(owner, 'PUT', `/api/merchant/products/${productId(DAL)}/price`, { price: 90 });
    expect(jump.status).toBe(422);
    const fine = await w.call(owner, 'PUT', `/api/merchant/products/${productId(DAL)}/price`, {
      price: 125.5,
    });
    expect(fine.body.data.product.price).toBe(125.5);
    expect((await listed(DAL)).price).toBe(125.5);
    const changes = (await w.call(w.admin, 'GET', `/api/admin/shop-changes?shopId=${w.shop.id}`)).body.data
      .changes;
    const prices = changes.filter((c: { kind: string }) => c.kind === 'price');
    expect(prices).toHaveLength(1);
    expect(prices[0]).toMatchObject({
      productName: 'Toor Dal',
      actorName: 'Kiran Owner',
      detail: { from: 120, to: 125.5 },
    });
    const stock = changes.filter((c: { kind: string }) => c.kind === 'stock');
    expect(stock).toHaveLength(6);
    await w.call(w.admin, 'PUT', '/api/admin/merchant-rules', {
      capAtMrp: true,
      maxChangePercent: null,
      reportsToHide: 2,
    });
  });
});

describe("a shopper's not available", () => {
  it('becomes a one-tap suggestion, hides the product after two reports in a day, and the answer brings it back', async () => {
    await reportMilkMissing();
    let [milk] = await suggestions();
    expect(milk).toMatchObject({ productName: 'Amul Milk', reports: 1, hidden: false });
    expect((await suggestions(w.admin)).map((s) => s.productId)).toContain(productId(MILK));
    expect((await listed(MILK)).inStock).toBe(true);

    await reportMilkMissing();
    [milk] = await suggestions();
    expect(milk).toMatchObject({ reports: 2, hidden: true });
    expect((await listed(MILK)).inStock).toBe(false);
    expect((await orderOf(MILK)).statusCode).toBe(409);

    // "It is there": back in carts, the reports answered.
    const answer = await w.call(owner, 'POST', `/api/merchant/suggestions/${productId(MILK)}`, {
      outOfStock: false,
    });
    expect(answer.body.data.product).toMatchObject({ inStock: true, stockMark: null });
    expect(await suggestions()).toEqual([]);
    expect((await orderOf(MILK)).statusCode).toBe(201);
    expect(
      (await w.call(owner, 'POST', `/api/merchant/suggestions/${productId(MILK)}`, { outOfStock: true }))
        .status,
    ).toBe(404);
  });

  it("reports of another day do not add up, and 'out of stock' with one tap marks it", async () => {
    await reportMilkMissing();
    w.t.setNow(new Date('2026-11-26T04:30:00Z'));
    await reportMilkMissing();
    const [milk] = await suggestions();
    expect(milk).toMatchObject({ reports: 2, hidden: false });
    const out = await w.call(owner, 'POST', `/api/merchant/suggestions/${productId(MILK)}`, {
      outOfStock: true,
    });
    expect(out.body.data.product).toMatchObject({ inStock: false, stockMark: 'out' });
    expect(await suggestions()).toEqual([]);
    await w.call(owner, 'PUT', `/api/merchant/products/${productId(MILK)}/stock`, { inStock: true });
    w.t.setNow(MORNING);
  });
});

describe('every way an item becomes not available is a report', () => {
  const answer = (i: number) =>
    w.call(owner, 'POST', `/api/merchant/suggestions/${productId(i)}`, { outOfStock: false });

  it("the revision's not available (with or without a replacement) and the 'replaced' tick report the product once an order", async () => {
    w.t.setNow(new Date('2026-11-28T04:30:00Z'));
    // A revision: milk not available, the dal brought instead.
    const revised = await w.place();
    await walkTo(w, revised._id, 'shopping_in_progress');
    const sent = await w.call(w.shopper, 'POST', `/api/shopper/orders/${revised._id}/revise`, {
      items: [
        {
          productId: productId(MILK),
          isAvailable: false,
          replacement: { productId: productId(DAL), quantity: 1 },
        },
      ],
    });
    expect(sent.status).toBe(200);
    expect((await suggestions()).find((s) => s.productId === productId(MILK))).toMatchObject({
      productName: 'Amul Milk',
      reports: 1,
      hidden: false,
    });
    await w.call(w.shopper, 'PUT', `/api/shopper/orders/${revised._id}/cancel`, { reason: 'Test over' });

    // The 'replaced' tick on another order, then that order's revision: one report for that order.
    const ticked = await w.place();
    await walkTo(w, ticked._id, 'shopping_in_progress');
    const milkItem = ticked.items.find((item) => item.productId === productId(MILK))!;
    await w.call(w.shopper, 'PUT', `/api/shopper/orders/${ticked._id}/picks`, {
      items: [{ itemId: milkItem.itemId, state: 'replaced' }],
    });
    await w.call(w.shopper, 'POST', `/api/shopper/orders/${ticked._id}/revise`, {
      items: [{ itemId: milkItem.itemId, isAvailable: false }],
    });
    const [milk] = (await suggestions()).filter((s) => s.productId === productId(MILK));
    // Two orders in one day: the admin's number (2) is reached and the milk leaves new carts.
    expect(milk).toMatchObject({ reports: 2, hidden: true });
    expect((await listed(MILK)).inStock).toBe(false);
    await w.call(w.shopper, 'PUT', `/api/shopper/orders/${ticked._id}/cancel`, { reason: 'Test over' });
    expect((await answer(MILK)).status).toBe(200);
    expect((await listed(MILK)).inStock).toBe(true);
    w.t.setNow(MORNING);
  });

  it('a revision that finds everything reports nothing', async () => {
    w.t.setNow(new Date('2026-11-28T05:30:00Z'));
    const order = await w.place();
    await walkTo(w, order._id, 'shopping_in_progress');
    const sent = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/revise`, {
      items: [{ productId: productId(DAL), isAvailable: true, revisedQuantity: 1, revisedPrice: 120 }],
    });
    expect(sent.status).toBe(200);
    expect(await suggestions()).toEqual([]);
    await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/cancel`, { reason: 'Test over' });
    w.t.setNow(MORNING);
  });
});

describe("the shop's orders and statement", () => {
  it('lists the open orders with what is being picked, and the statement sums what was delivered', async () => {
    w.t.setNow(new Date('2026-11-27T05:00:00Z'));
    const picking = await w.place({ quantities: [1, 2, 0] });
    await walkTo(w, picking._id, 'shopping_in_progress');
    await w.call(w.shopper, 'PUT', `/api/shopper/orders/${picking._id}/picks`, {
      items: [{ itemId: picking.items[0]!.itemId, state: 'found' }],
    });
    const open = (await w.call(owner, 'GET', `/api/merchant/shops/${w.shop.id}/orders`)).body.data.orders;
    const shown = open.find((o: { _id: string }) => o._id === picking._id);
    expect(shown.items).toEqual([
      { _id: picking.items[0]!.itemId, name: 'Toor Dal', quantity: 1, pick: 'found' },
      { _id: picking.items[1]!.itemId, name: 'Amul Milk', quantity: 2, pick: null },
    ]);
    expect(shown.shopperName).toBe('Ravi Shopper');
    expect(JSON.stringify(shown)).not.toContain('9812345670');
    await w.call(w.shopper, 'PUT', `/api/shopper/orders/${picking._id}/cancel`, { reason: 'Test over' });

    const delivered: { day: string; order: Order }[] = [];
    for (const [day, quantities] of [
      ['2026-11-27T06:00:00Z', [1, 1, 1]],
      ['2026-11-27T07:00:00Z', [2, 0, 1]],
      ['2026-12-01T06:00:00Z', [3, 1, 0]],
    ] as const) {
      w.t.setNow(new Date(day));
      const order = await w.place({ quantities: [...quantities] });
      await walkTo(w, order._id, 'out_for_delivery');
      const otp = (await orderOn(w.t.app, w, order._id)).deliveryOTP;
      expect(
        (await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp })).status,
      ).toBe(200);
      delivered.push({ day: day.slice(0, 10), order: await orderOn(w.t.app, w, order._id) });
    }
    // A claim about the last order counts against the shop on the day that order was delivered.
    const lastOrder = delivered[2]!.order;
    const claimed = await claim(w, lastOrder._id, {
      lines: [{ itemId: lastOrder.items[0]!.itemId, reason: 'damaged', quantity: 1 }],
    });
    expect(claimed.status).toBe(201);
    const approvedClaims = claimed.body.data.claim.lines[0].approvedAmount as number;
    const res = await w.call(
      owner,
      'GET',
      `/api/merchant/shops/${w.shop.id}/statement?from=2026-11-01&to=2026-12-31`,
    );
    expect(res.status).toBe(200);
    const statement = res.body.data;
    const paise = (rupees: number) => Math.round(rupees * 100);
    const billedOf = (o: Order) =>
      o.bill ? paise(o.bill.amount) : paise(o.orderValue.subtotal) + paise(o.orderValue.taxes);
    const sum = (list: typeof delivered, f: (o: (typeof delivered)[number]['order']) => number) =>
      list.reduce((total, d) => total + f(d.order), 0);
    expect(statement.totals).toEqual({
      orders: 3,
      itemsSold: sum(delivered, (o) =>
        o.items.reduce((n: number, i: { quantity: number }) => n + i.quantity, 0),
      ),
      billed: sum(delivered, billedOf) / 100,
      fees: sum(delivered, (o) => paise(o.deliveryFee)) / 100,
      claims: approvedClaims,
    });
    expect(approvedClaims).toBeGreaterThan(0);
    expect(statement.days.map((d: { claims: number }) => d.claims)).toEqual([0, approvedClaims]);
    expect(statement.days.map((d: { period: string; orders: number }) => [d.period, d.orders])).toEqual([
      ['2026-11-27', 2],
      ['2026-12-01', 1],
    ]);
    expect(statement.months.map((m: { period: string; billed: number }) => [m.period, m.billed])).toEqual([
      ['2026-11', sum(delivered.slice(0, 2), billedOf) / 100],
      ['2026-12', sum(delivered.slice(2), billedOf) / 100],
    ]);
    expect(statement.claimsNote).toMatch(/approved on customers' claims/);

    const csv = await w.t.app.inject({
      method: 'GET',
      url: `/api/merchant/shops/${w.shop.id}/statement?from=2026-11-01&to=2026-12-31&format=csv`,
      headers: owner.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('kind,period,orders,items_sold,billed_rupees,fees_rupees,claims_rupees');
    expect(lines.at(-1)).toBe(
      `total,2026-11-01..2026-12-31,3,${statement.totals.itemsSold},${statement.totals.billed.toFixed(2)},${statement.totals.fees.toFixed(2)},${approvedClaims.toFixed(2)}`,
    );
    const backwards = `/api/merchant/shops/${w.shop.id}/statement?from=2026-12-31&to=2026-11-01`;
    expect((await w.call(owner, 'GET', backwards)).status).toBe(422);
    const tooLong = `/api/merchant/shops/${w.shop.id}/statement?from=2025-01-01&to=2026-12-31`;
    expect((await w.call(owner, 'GET', tooLong)).status).toBe(422);
  });
});
