import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, tinyPng, uploadBill, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  orderOf,
  paymentsOf,
  payOnline,
  runJobs,
} from '../../../test/payment-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  // Like Razorpay (capture all, refund the rest): the way with the most entries to add up.
  w = await createPaymentWorld({ EMBEDDED_GATEWAY_PARTIAL_CAPTURE: 'false' });
});
afterAll(async () => {
  await w?.close();
});

const paise = (rupees: number) => Math.round(rupees * 100);

describe('the money of an online order always adds up (property, through the real server)', () => {
  it('held = captured + released, and captured + due = the approved bill, whatever the bill', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 5_000, max: 60_000 }), async (billPaise) => {
        const order = await payOnline(w, [1, 2, 1]); // 120 + 60 + 45 + 40 = 265, hold 292
        await walkTo(w, order._id, 'final_shopping');
        const bill = (billPaise / 100).toFixed(2);
        expect((await uploadBill(w, w.shopper, order._id, tinyPng(), bill)).status).toBe(200);
        expect((await w.call(w.customer, 'PUT', `/api/orders/${order._id}/approve-bill`)).status).toBe(200);
        await runJobs(w);
        const state = (await orderOf(w, order._id)).paymentState!;
        expect(paise(state.held)).toBe(paise(state.captured) + paise(state.released));
        expect(paise(state.captured) + paise(state.due)).toBe(billPaise + 4000);
        const entries = await paymentsOf(w, order._id);
        const sum = (kind: string) =>
          entries.filter((e) => e.kind === kind).reduce((total, e) => total + paise(e.amount), 0);
        // What the gateway took, less what it gave back, is what the order says was charged.
        expect(sum('capture') - sum('refund')).toBe(paise(state.captured));
      }),
      { numRuns: 4, seed: 43 },
    );
  }, 240_000);
});
