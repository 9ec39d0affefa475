import { randomUUID } from 'node:crypto';
import { indiaDayOf } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop } from '../../../test/catalogue-fixtures.js';
import { claim, deliveredOrder } from '../../../test/claim-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld } from '../../../test/lifecycle-fixtures.js';
import { createTestUser } from '../../../test/users.js';

let w: LifecycleWorld;
let corner: { id: string };

type StandOut = { id: string; standsOut: boolean; flaggedClaims: number; deliveredOrders: number };

/** Delivers an order and reports one of its items with a reason, as that order's customer. */
async function deliveredAndClaimed(
  world: LifecycleWorld,
  options: {
    from?: NonNullable<Parameters<typeof deliveredOrder>[1]>['from'];
    claim?: { item: string; reason: string };
  },
) {
  const customer = await createTestUser(w.t, { role: 'customer', name: `Buyer ${randomUUID().slice(0, 6)}` });
  const order = await deliveredOrder(world, { customer, from: options.from });
  if (!options.claim) return;
  const { item, reason } = options.claim;
  const itemId = order.items.find((x) => x.name === item)!.itemId;
  const r = await claim(w, order._id, { lines: [{ itemId, reason, quantity: 1 }] }, customer);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

/**
 * Issue 44 point 4, through the real endpoint on real orders: the world's shop gets a damaged-item claim
 * on both its orders (the second shopper delivers them); a corner shop gets a missing-item claim on two
 * of its three orders (Ravi delivers those two, the second shopper the third). Each reason counts only
 * against whom it speaks of: damaged items against the shop, missing items against the shopper.
 *   damaged per delivered order: world's shop 2/2, corner shop 0/3, everyone 2/5 → the world's shop stands out
 *   missing per delivered order: Ravi 2/2, second shopper 0/3, everyone 2/5 → Ravi stands out
 */
beforeAll(async () => {
  w = await createLifecycleWorld();
  const shop = await createTestShop(w.t, { name: 'Corner Stores' });
  corner = shop;
  const products = [];
  for (const name of ['Poha', 'Sugar', 'Salt'])
    products.push(await createTestProduct(w.t, shop.id, { name, price: 40, stockQuantity: 1000 }));
  const fromCorner = { shop, products };
  const second = { ...w, shopper: w.otherShopper };

  for (let i = 0; i < 2; i++)
    await deliveredAndClaimed(second, { claim: { item: 'Amul Milk', reason: 'damaged' } });
  for (let i = 0; i < 2; i++)
    await deliveredAndClaimed(w, { from: fromCorner, claim: { item: 'Sugar', reason: 'missing' } });
  await deliveredAndClaimed(second, { from: fromCorner });
});
afterAll(async () => {
  await w?.close();
});

describe('claim figures: who stands out', () => {
  it("flags the shop whose damaged items and the shopper whose missing items reach twice everyone's rate, and nobody else", async () => {
    const today = indiaDayOf(w.t.now());
    const r = await w.call(w.admin, 'GET', `/api/admin/claims/figures?from=${today}&to=${today}&by=week`);
    expect(r.status).toBe(200);
    const byId = (list: StandOut[]) => new Map(list.map((s) => [s.id, s]));
    const shops = byId(r.body.data.shops);
    const shoppers = byId(r.body.data.shoppers);

    expect(shops.get(w.shop.id)).toMatchObject({
      deliveredOrders: 2,
      flaggedClaims: 2,
      rate: 1,
      standsOut: true,
    });
    expect(shops.get(corner.id)).toMatchObject({ deliveredOrders: 3, flaggedClaims: 0, standsOut: false });
    expect(shoppers.get(w.shopper.id)).toMatchObject({
      deliveredOrders: 2,
      flaggedClaims: 2,
      rate: 1,
      standsOut: true,
    });
    expect(shoppers.get(w.otherShopper.id)).toMatchObject({
      deliveredOrders: 3,
      flaggedClaims: 0,
      standsOut: false,
    });
    // The stand-outs lead their lists, and the spreadsheet marks exactly them.
    expect(r.body.data.shops[0].id).toBe(w.shop.id);
    expect(r.body.data.shoppers[0].id).toBe(w.shopper.id);
    const csv = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/figures?from=${today}&to=${today}&format=csv`,
      headers: w.admin.headers,
    });
    const marked = csv.body
      .split('\r\n')
      .filter((line) => line.endsWith(',yes'))
      .map((line) => line.split(',')[2]);
    expect(new Set(marked)).toEqual(new Set([w.shop.id, w.shopper.id]));
  });
});
