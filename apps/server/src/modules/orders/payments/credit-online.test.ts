import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../test/claim-fixtures.js';
import { type LifecycleWorld, tinyPng, uploadBill, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  orderOf,
  paymentsOf,
  payOnline,
  runJobs,
  startOnline,
} from '../../../test/payment-fixtures.js';
import { createTestUser, type TestUser } from '../../../test/users.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createPaymentWorld();
});
afterAll(async () => {
  await w?.close();
});

/** A customer of their own with ₹100 of goodwill credit, so no other test's orders touch the balance. */
async function customerWithCredit(): Promise<TestUser> {
  const customer = await createTestUser(w.t, {
    role: 'customer',
    name: `Credit ${randomUUID().slice(0, 6)}`,
  });
  const granted = await w.call(w.admin, 'POST', '/api/admin/credit', {
    customerId: customer.id,
    amount: 100,
    reason: 'Late delivery, sorry',
  });
  expect(granted.status).toBe(201);
  return customer;
}

describe('Jhola credit with an online hold', () => {
  it('spends the credit first and holds only the rest (with the headroom)', async () => {
    const customer = await customerWithCredit();
    // 120 + 40 delivery = 160; hold 160 + 20 headroom = 180, less ₹100 of credit = 80.
    const started = await startOnline(w, { quantities: [1, 0, 0], customer, useCredit: true });
    expect(started.status).toBe(202);
    expect(started.body.data.payment).toMatchObject({ estimate: 160, amount: 80 });
    // Without the credit box ticked, the whole estimate is held.
    const plain = await startOnline(w, { quantities: [1, 0, 0], customer });
    expect(plain.body.data.payment).toMatchObject({ estimate: 160, amount: 180 });
  });

  it('on approval captures the bill less the credit', async () => {
    const customer = await customerWithCredit();
    const order = await payOnline(w, [1, 0, 0], { customer, useCredit: true });
    expect(order.creditUsed).toBe(100);
    expect(order.paymentState).toMatchObject({ status: 'held', held: 80, due: 0 });
    expect((await balanceOf(w, customer)).balance).toBe(0);
    await walkTo(w, order._id, 'final_shopping');
    expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '100')).status).toBe(200);
    const approved = await w.call(customer, 'PUT', `/api/orders/${order._id}/approve-bill`);
    expect(approved.status).toBe(200);
    await runJobs(w);
    // 100 bill + 40 delivery − 100 credit = 40 captured of the 80 held.
    expect((await orderOf(w, order._id, customer)).paymentState).toMatchObject({
      status: 'paid',
      held: 80,
      captured: 40,
      released: 40,
      due: 0,
    });
  });

  it('on cancel gives the credit back as a ledger entry and releases the hold', async () => {
    const customer = await customerWithCredit();
    const order = await payOnline(w, [1, 0, 0], { customer, useCredit: true });
    const cancelled = await w.call(customer, 'PUT', `/api/orders/${order._id}/cancel`, {
      reason: 'Ordered by mistake',
    });
    expect(cancelled.status).toBe(200);
    await runJobs(w);
    const credit = await balanceOf(w, customer);
    expect(credit.balance).toBe(100);
    expect(credit.entries.filter((e) => e.orderId === order._id).map((e) => [e.kind, e.amount])).toEqual(
      expect.arrayContaining([
        ['order_payment', -100],
        ['order_return', 100],
      ]),
    );
    const [hold] = await paymentsOf(w, order._id, customer);
    expect(hold).toMatchObject({ kind: 'hold', amount: 80, status: 'released' });
    expect((await orderOf(w, order._id, customer)).paymentState).toMatchObject({ captured: 0, released: 80 });
  });
});
