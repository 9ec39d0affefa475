import { indiaDayOf, type OnlineMoney } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifecycleWorld, tinyPng, uploadBill, walkTo } from '../../../test/lifecycle-fixtures.js';
import {
  createPaymentWorld,
  orderOf,
  paymentsOf,
  payOnline,
  pressButton,
  runJobs,
} from '../../../test/payment-fixtures.js';

/**
 * Issue 43 point 7: the admin's collections carry the day's online money per order (captured, released,
 * refunded, pending, tips), each rupee with its order and person, and the sums equal the payments rows.
 * Both gateway ways: partial capture (the embedded default) and capture-then-refund (as Razorpay).
 */
const paise = (rupees: number) => Math.round(rupees * 100);
const today = () => indiaDayOf(new Date());

describe.each([
  ['partial capture', 'true'],
  ['capture then refund the rest', 'false'],
])('the admin sees the online money of the day (%s)', (_name, partial) => {
  let w: LifecycleWorld;
  beforeAll(async () => {
    w = await createPaymentWorld({ EMBEDDED_GATEWAY_PARTIAL_CAPTURE: partial });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('per order and in total, equal to the payments rows in paise, with the customer and the staff', async () => {
    // Billed below the hold, delivered by a second person, tipped ₹31 (split ₹15.50 each, exact in paise).
    const billed = await payOnline(w, [1, 2, 1]);
    await walkTo(w, billed._id, 'final_shopping');
    expect((await uploadBill(w, w.shopper, billed._id, tinyPng(), '200.00')).status).toBe(200);
    expect((await w.call(w.customer, 'PUT', `/api/orders/${billed._id}/approve-bill`)).status).toBe(200);
    expect((await w.call(w.delivery, 'POST', `/api/delivery/orders/${billed._id}/claim`)).status).toBe(200);
    const tip = await w.call(w.customer, 'POST', `/api/orders/${billed._id}/tip`, { amount: 31 });
    expect(tip.status).toBe(201);
    await pressButton(w, tip.body.data.payment.checkoutUrl, 'pay');
    await runJobs(w);
    // Cancelled before capture: its hold is released. Left alone: its hold is pending.
    const cancelled = await payOnline(w);
    const cancel = { reason: 'Ordered by mistake' };
    expect((await w.call(w.customer, 'PUT', `/api/orders/${cancelled._id}/cancel`, cancel)).status).toBe(200);
    const waiting = await payOnline(w);
    await runJobs(w);

    const read = await w.call(w.admin, 'GET', `/api/admin/collections?date=${today()}`);
    expect(read.status).toBe(200);
    const online = read.body.data.online as OnlineMoney;
    expect(online.orders.map((o) => o._id).sort()).toEqual([billed._id, cancelled._id, waiting._id].sort());
    const line = (id: string) => online.orders.find((o) => o._id === id)!;

    for (const order of [billed, cancelled, waiting]) {
      const state = (await orderOf(w, order._id)).paymentState!;
      const rows = await paymentsOf(w, order._id);
      const sum = (kind: string, status?: string) =>
        rows
          .filter((r) => r.kind === kind && (!status || r.status === status))
          .reduce((total, r) => total + paise(r.amount), 0);
      const mine = line(order._id);
      expect(mine.customer).toEqual({ _id: w.customer.id, name: expect.any(String) });
      // Every rupee held is captured, released or still pending; what the gateway took less what it gave
      // back is what was captured; tips are the tip rows.
      expect(paise(mine.captured) + paise(mine.released) + paise(mine.pending)).toBe(sum('hold'));
      expect(paise(mine.captured)).toBe(sum('capture', 'captured') - sum('refund'));
      expect(paise(mine.tips)).toBe(sum('tip', 'captured'));
      // The customer's page counts a hold not yet captured as released; the admin sees it as pending.
      expect({ captured: mine.captured, released: mine.released + mine.pending, tips: mine.tips }).toEqual({
        captured: state.captured,
        released: state.released,
        tips: state.tips,
      });
    }
    expect(line(billed._id)).toMatchObject({ captured: 240, pending: 0, refunded: 0, tips: 31 });
    expect(line(billed._id).tipShares).toEqual([
      { role: 'shopper', _id: w.shopper.id, name: expect.any(String), amount: 15.5 },
      { role: 'rider', _id: w.delivery.id, name: expect.any(String), amount: 15.5 },
    ]);
    // The same tip in the staff's own totals: each their share, exact in paise.
    for (const person of [w.shopper, w.delivery]) {
      const history = await w.call(person, 'GET', '/api/shopper/orders/history');
      expect(history.body.data.summary.tips).toBe(15.5);
    }
    expect(line(cancelled._id)).toMatchObject({ captured: 0, pending: 0, tips: 0 });
    expect(paise(line(cancelled._id).released)).toBeGreaterThan(0);
    expect(line(waiting._id)).toMatchObject({ captured: 0, released: 0 });
    expect(paise(line(waiting._id).pending)).toBeGreaterThan(0);
    const totalOf = (key: 'captured' | 'released' | 'refunded' | 'pending' | 'tips') =>
      online.orders.reduce((total, o) => total + paise(o[key]), 0);
    for (const key of ['captured', 'released', 'refunded', 'pending', 'tips'] as const)
      expect(paise(online.totals[key])).toBe(totalOf(key));

    // The CSV: one line per kind of online money and per tip share, each with its order and person.
    const csv = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/collections?date=${today()}&format=csv`,
      headers: w.admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(header!.slice(-3)).toEqual(['person_role', 'person_id', 'person']);
    const csvSum = (method: string) =>
      lines.filter((l) => l[4] === method).reduce((total, l) => total + paise(Number(l[5])), 0);
    expect(csvSum('online_captured')).toBe(paise(online.totals.captured));
    expect(csvSum('online_released')).toBe(paise(online.totals.released));
    expect(csvSum('online_pending')).toBe(paise(online.totals.pending));
    expect(csvSum('tip')).toBe(paise(online.totals.tips));
    expect(lines.filter((l) => l[4] === 'tip').map((l) => [l[3], l[10], l[11]])).toEqual([
      [billed.orderNumber, 'shopper', w.shopper.id],
      [billed.orderNumber, 'rider', w.delivery.id],
    ]);
    expect(lines.filter((l) => l[4]?.startsWith('online_')).every((l) => l[11] === w.customer.id)).toBe(true);
  }, 120_000);
});
