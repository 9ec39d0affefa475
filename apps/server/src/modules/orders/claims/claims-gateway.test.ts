import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, claim } from '../../../test/claim-fixtures.js';
import { type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import { createPaymentWorld, paymentsOf, payOnline, runJobs } from '../../../test/payment-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createPaymentWorld();
});
afterAll(async () => {
  await w?.close();
});

/** An order paid online on the embedded gateway, carried and delivered (its bill captured). */
async function paidAndDelivered() {
  const order = await payOnline(w);
  await walkTo(w, order._id, 'out_for_delivery');
  await runJobs(w);
  const otp = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveryOTP;
  expect((await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp })).status).toBe(
    200,
  );
  await runJobs(w);
  return order;
}

const itemOf = (order: Awaited<ReturnType<typeof paidAndDelivered>>, name: string) =>
  order.items.find((i) => i.name === name)!.itemId!;

describe('a claim on an order paid online', { timeout: 120_000 }, () => {
  it('goes back to the online payment through the gateway, once, tracked to refunded', async () => {
    const order = await paidAndDelivered();
    const before = (await balanceOf(w, w.customer)).balance;
    const r = await claim(w, order._id, {
      lines: [{ itemId: itemOf(order, 'Bread'), reason: 'damaged', quantity: 1 }],
    });
    expect(r.status).toBe(201);
    expect(r.body.data.claim).toMatchObject({
      status: 'approved',
      refund: { amount: 45, destination: 'original', status: 'pending' },
    });
    await runJobs(w);
    await runJobs(w);
    const [after] = (await w.call(w.customer, 'GET', `/api/orders/${order._id}/claims`)).body.data.claims;
    expect(after.refund).toEqual({ amount: 45, destination: 'original', status: 'refunded' });
    const refunds = (await paymentsOf(w, order._id)).filter((p) => p.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ amount: 45, status: 'processed' })]);
    expect((await balanceOf(w, w.customer)).balance).toBe(before);
  });

  it('goes to Jhola credit when the customer prefers it', async () => {
    const order = await paidAndDelivered();
    const before = (await balanceOf(w, w.customer)).balance;
    const lines = [{ itemId: itemOf(order, 'Amul Milk'), reason: 'expired', quantity: 1 }];
    const r = await claim(w, order._id, { lines, refundTo: 'credit' });
    expect(r.body.data.claim.refund).toEqual({ amount: 30, destination: 'credit', status: 'refunded' });
    expect((await balanceOf(w, w.customer)).balance).toBe(before + 30);
    await runJobs(w);
    expect((await paymentsOf(w, order._id)).filter((p) => p.kind === 'refund')).toEqual([]);
  });
});
