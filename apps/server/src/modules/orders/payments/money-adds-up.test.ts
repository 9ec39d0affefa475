import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, tinyPng, uploadBill, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  followReturn,
  orderOf,
  paymentsOf,
  payOnline,
  pressButton,
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

  it('held = captured + released and collected = bill + fee + tips, over random sequences of what happens', async () => {
    const payOnPage = async (checkoutUrl: string) => {
      await followReturn(w, (await pressButton(w, checkoutUrl, 'pay')).location);
      await runJobs(w);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          cancel: fc.boolean(),
          billPaise: fc.integer({ min: 5_000, max: 60_000 }),
          rest: fc.constantFrom('online', 'cash', 'qr'),
          tip: fc.constantFrom(0, 20, 35),
        }),
        async ({ cancel, billPaise, rest, tip }) => {
          const order = await payOnline(w, [1, 2, 1]); // hold 292
          const id = order._id;
          if (cancel) {
            await w.call(w.customer, 'PUT', `/api/orders/${id}/cancel`, { reason: 'Ordered by mistake' });
            await runJobs(w);
            const state = (await orderOf(w, id)).paymentState!;
            expect(state).toMatchObject({ held: 292, captured: 0, released: 292, topUp: 0, due: 0 });
            return;
          }
          await walkTo(w, id, 'final_shopping');
          await uploadBill(w, w.shopper, id, tinyPng(), (billPaise / 100).toFixed(2));
          await w.call(w.customer, 'PUT', `/api/orders/${id}/approve-bill`);
          await runJobs(w);
          const approved = billPaise + 4000;
          const due = paise((await orderOf(w, id)).paymentState!.due);
          expect(due).toBe(Math.max(0, approved - 29_200));
          if (due > 0 && rest === 'online')
            await payOnPage(
              (await w.call(w.customer, 'POST', `/api/orders/${id}/topup`)).body.data.payment.checkoutUrl,
            );
          if (tip > 0)
            await payOnPage(
              (await w.call(w.customer, 'POST', `/api/orders/${id}/tip`, { amount: tip })).body.data.payment
                .checkoutUrl,
            );
          await w.call(w.shopper, 'PUT', `/api/shopper/orders/${id}/status`, { status: 'out_for_delivery' });
          if (due > 0 && rest === 'qr') {
            const qr = await w.call(w.shopper, 'POST', `/api/shopper/orders/${id}/upi-qr`);
            const tn = new URL(qr.body.data.qr.upiUrl).searchParams.get('tn');
            await w.t.app.inject({ method: 'POST', url: `/api/test-gateway/qr/${tn}/pay` });
            await runJobs(w);
          }
          const code = (await orderOf(w, id)).deliveryOTP;
          const done = await w.call(w.shopper, 'POST', `/api/shopper/orders/${id}/deliver`, {
            otp: code,
            payment: { method: 'cash' },
          });
          expect(done.status).toBe(200);
          const after = done.body.data.order as Awaited<ReturnType<typeof orderOf>>;
          const state = after.paymentState!;
          expect(paise(state.held)).toBe(paise(state.captured) + paise(state.released));
          const atDoor = paise(after.payment?.amount ?? 0);
          // Every rupee of the approved bill was taken once: online (hold, top-up) or at the door.
          expect(paise(state.captured) + paise(state.topUp) + atDoor).toBe(approved);
          expect(paise(state.tips)).toBe(tip * 100);
          expect(state.due).toBe(0);
        },
      ),
      { numRuns: 6, seed: 4343 },
    );
  }, 480_000);
});
