import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { balanceOf } from '../../../test/claim-fixtures.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  PLACED_ADDRESS,
  tinyPng,
  uploadBill,
  walkTo,
} from '../../../test/lifecycle-fixtures.js';
import { createTestUser, type TestUser } from '../../../test/users.js';
import { addCredit, spendCredit } from './ledger.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
});
afterAll(async () => {
  await w?.close();
});

const freshCustomer = () =>
  createTestUser(w.t, { role: 'customer', name: `Credit ${randomUUID().slice(0, 6)}` });
const grant = (
  customerId: string,
  amount: number,
  reason = 'Late delivery, sorry',
  who: TestUser = w.admin,
) => w.call(who, 'POST', '/api/admin/credit', { customerId, amount, reason });

async function placeWithCredit(customer: TestUser, quantities = [1, 0, 0]) {
  const r = await w.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...customer.headers, 'idempotency-key': randomUUID() },
    payload: {
      shopId: w.shop.id,
      items: w.products
        .map((p, i) => ({ productId: p.id, quantity: quantities[i] ?? 0 }))
        .filter((l) => l.quantity > 0),
      deliveryAddress: PLACED_ADDRESS,
      useCredit: true,
    },
  });
  expect(r.statusCode).toBe(201);
  return r.json().data.order as { _id: string; total: number; creditUsed: number };
}

describe('Jhola credit', () => {
  it('an admin grants goodwill credit with a reason; the customer reads the entry; others cannot grant', async () => {
    const customer = await freshCustomer();
    const r = await grant(customer.id, 50.25);
    expect(r.status).toBe(201);
    expect(r.body.data.balance).toBe(50.25);
    const mine = await balanceOf(w, customer);
    expect(mine.entries).toEqual([
      expect.objectContaining({
        amount: 50.25,
        kind: 'goodwill',
        reason: 'Late delivery, sorry',
        by: 'Ada Admin',
      }),
    ]);
    expect((await grant(customer.id, 10, 'x', customer)).status).toBe(403);
    expect((await grant(customer.id, 0)).status).toBe(422);
    expect((await grant(customer.id, 10, '')).status).toBe(422);
    expect((await grant(randomUUID(), 10)).status).toBe(404);
    expect((await grant(w.shopper.id, 10)).status).toBe(404);
    expect((await balanceOf(w, customer)).balance).toBe(50.25);
    expect((await w.call(w.shopper, 'GET', '/api/account/credit')).status).toBe(403);
  });

  it('pays an order first at checkout, in part; the rest is due at the door; cancelling gives it back', async () => {
    const customer = await freshCustomer();
    await grant(customer.id, 100);
    const order = await placeWithCredit(customer); // Toor Dal ₹120 (+ the shop's fee)
    expect(order.creditUsed).toBe(100);
    expect((await balanceOf(w, customer)).balance).toBe(0);
    const cancel = await w.call(customer, 'PUT', `/api/orders/${order._id}/cancel`, {
      reason: 'changed my mind',
    });
    expect(cancel.status).toBe(200);
    const after = await balanceOf(w, customer);
    expect(after.balance).toBe(100);
    expect(after.entries.map((e) => e.kind)).toEqual(['order_return', 'order_payment', 'goodwill']);
  });

  it('pays in full when the balance is enough; the door collects only what the bill adds', async () => {
    const customer = await freshCustomer();
    await grant(customer.id, 1000);
    const placed = await placeWithCredit(customer, [1, 2, 1]); // ₹225 + the fee
    expect(placed.creditUsed).toBe(placed.total);
    await walkTo({ ...w, customer }, placed._id, 'out_for_delivery'); // the bill: ₹245.50 + the fee
    const done = await deliver(customer, placed._id);
    expect(done.payment.amount).toBe(20.5);
    expect((await balanceOf(w, customer)).balance).toBe(1000 - placed.total);
  });

  it('gives back at delivery what a smaller bill did not need', async () => {
    const customer = await freshCustomer();
    await grant(customer.id, 1000);
    const placed = await placeWithCredit(customer, [1, 2, 1]);
    await walkTo({ ...w, customer }, placed._id, 'final_shopping');
    expect((await uploadBill(w, w.shopper, placed._id, tinyPng(), '150')).status).toBe(200);
    await w.call(customer, 'PUT', `/api/orders/${placed._id}/approve-bill`);
    await w.call(w.shopper, 'PUT', `/api/shopper/orders/${placed._id}/status`, {
      status: 'out_for_delivery',
    });
    const done = await deliver(customer, placed._id);
    const fee = done.deliveryFee as number;
    expect(done.payment.amount).toBe(0);
    expect(done.creditUsed).toBe(150 + fee);
    const credit = await balanceOf(w, customer);
    expect(credit.balance).toBe(1000 - 150 - fee);
    expect(credit.entries[0]).toMatchObject({ kind: 'order_return', amount: placed.total - 150 - fee });
  });
});

async function deliver(customer: TestUser, orderId: string) {
  const mine = await w.call(customer, 'GET', `/api/orders/${orderId}`);
  const otp = mine.body.data.order.deliveryOTP;
  const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${orderId}/deliver`, { otp });
  expect(done.status).toBe(200);
  return done.body.data.order;
}

describe('the ledger (property): the balance is always the sum of the entries and never negative', () => {
  it('holds under concurrent spends and grants', async () => {
    const db = w.t.database.db as Db;
    const now = () => w.t.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ add: fc.integer({ min: 1, max: 50_000 }) }),
            fc.record({ spend: fc.integer({ min: 1, max: 80_000 }) }),
          ),
          { minLength: 1, maxLength: 12 },
        ),
        async (ops) => {
          const customer = await freshCustomer();
          const by = { id: null, name: 'Jhola' };
          const change = { customerId: customer.id, reason: 'property', by, now: now() };
          // All at once: each in its own transaction, as concurrent requests would be.
          const spent = await Promise.all(
            ops.map((op) =>
              db.transaction((tx) =>
                'add' in op
                  ? addCredit(tx, { ...change, kind: 'goodwill', amountPaise: op.add }).then(() => 0)
                  : spendCredit(tx, { ...change, kind: 'order_payment', maxPaise: op.spend }),
              ),
            ),
          );
          const added = ops.reduce((sum, op) => sum + ('add' in op ? op.add : 0), 0);
          const used = spent.reduce((a, b) => a + b, 0);
          const account = await balanceOf(w, customer);
          const sum = account.entries.reduce((s, e) => s + Math.round(e.amount * 100), 0);
          expect(Math.round(account.balance * 100)).toBe(sum);
          expect(sum).toBe(added - used);
          expect(sum).toBeGreaterThanOrEqual(0);
          // Each entry's balance-after is the running sum, never below zero.
          let running = 0;
          for (const entry of [...account.entries].reverse()) {
            running += Math.round(entry.amount * 100);
            expect(running).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
