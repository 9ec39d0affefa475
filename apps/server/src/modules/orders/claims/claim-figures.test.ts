import { randomUUID } from 'node:crypto';
import { indiaDayOf } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claim, deliveredOrder } from '../../../test/claim-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld } from '../../../test/lifecycle-fixtures.js';
import { createTestUser } from '../../../test/users.js';

let w: LifecycleWorld;
let today: string;
let approved = 0;

const freshCustomer = () =>
  createTestUser(w.t, { role: 'customer', name: `Claimer ${randomUUID().slice(0, 6)}` });
const itemNamed = (order: Awaited<ReturnType<typeof deliveredOrder>>, name: string) =>
  order.items.find((i) => i.name === name)!.itemId;
const figures = (query: string, who = w.admin) => w.call(who, 'GET', `/api/admin/claims/figures?${query}`);

/**
 * Ravi (the world's shopper) delivers two orders that come back with missing items; the second shopper
 * delivers two that come back with nothing. Ravi's missing-item rate (1 a delivered order) is twice the
 * rate across shoppers (2 of 4), so he stands out; the one shop's damaged rate is everyone's, so it does not.
 */
beforeAll(async () => {
  w = await createLifecycleWorld();
  today = indiaDayOf(w.t.now());
  const other = { ...w, shopper: w.otherShopper };
  const buyers = await Promise.all([1, 2, 3, 4].map(() => freshCustomer()));
  const first = await deliveredOrder(w, { customer: buyers[0] });
  const second = await deliveredOrder(w, { customer: buyers[1] });
  await deliveredOrder(other, { customer: buyers[2] });
  await deliveredOrder(other, { customer: buyers[3] });
  const reports = [
    {
      order: first,
      lines: [
        { itemId: itemNamed(first, 'Bread'), reason: 'missing', quantity: 1 },
        { itemId: itemNamed(first, 'Amul Milk'), reason: 'damaged', quantity: 1 },
      ],
    },
    { order: second, lines: [{ itemId: itemNamed(second, 'Bread'), reason: 'missing', quantity: 1 }] },
  ];
  for (const [i, report] of reports.entries()) {
    const r = await claim(w, report.order._id, { lines: report.lines }, buyers[i]);
    expect(r.status).toBe(201);
    for (const line of r.body.data.claim.lines) approved += line.approvedAmount;
  }
});
afterAll(async () => {
  await w?.close();
});

describe('GET /api/admin/claims/figures', () => {
  it('counts claims and rupees per shop, shopper and reason by day, and flags the shopper whose missing items stand out', async () => {
    const r = await figures(`from=${today}&to=${today}`);
    expect(r.status).toBe(200);
    const data = r.body.data;
    expect(data).toMatchObject({ from: today, to: today, by: 'day' });
    expect(data.rule).toContain('missing-item');
    const row = (dimension: string, key: string) =>
      data.rows.find((x: { dimension: string; key: string }) => x.dimension === dimension && x.key === key);
    expect(row('shop', w.shop.id)).toMatchObject({ period: today, claims: 2, items: 3, claimed: 120 });
    expect(row('shop', w.shop.id).approved).toBe(approved);
    expect(row('shopper', w.shopper.id)).toMatchObject({ name: 'Ravi Shopper', claims: 2, items: 3 });
    expect(row('shopper', w.otherShopper.id)).toBeUndefined();
    expect(row('reason', 'missing')).toMatchObject({ claims: 2, items: 2, claimed: 90 });
    expect(row('reason', 'damaged')).toMatchObject({ claims: 1, items: 1, claimed: 30 });

    expect(data.shoppers).toEqual([
      {
        id: w.shopper.id,
        name: 'Ravi Shopper',
        deliveredOrders: 2,
        flaggedClaims: 2,
        rate: 1,
        standsOut: true,
      },
      {
        id: w.otherShopper.id,
        name: 'Second Shopper',
        deliveredOrders: 2,
        flaggedClaims: 0,
        rate: 0,
        standsOut: false,
      },
    ]);
    expect(data.shops).toEqual([
      {
        id: w.shop.id,
        name: w.shop.name,
        deliveredOrders: 4,
        flaggedClaims: 1,
        rate: 0.25,
        standsOut: false,
      },
    ]);
  });

  it('groups by the week that starts on Monday, and counts nothing outside the window', async () => {
    const week = (await figures(`from=${today}&to=${today}&by=week`)).body.data;
    const monday = week.rows[0].period;
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(monday <= today).toBe(true);
    const before = (await figures('from=2020-01-01&to=2020-01-31')).body.data;
    expect(before.rows).toEqual([]);
    expect(before.shoppers).toEqual([]);
  });

  it('answers a spreadsheet with ?format=csv, the stand-outs marked', async () => {
    const r = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/figures?from=${today}&to=${today}&format=csv`,
      headers: w.admin.headers,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="claims-${today}-to-${today}.csv"`);
    const lines = r.body.split('\r\n');
    expect(lines[0]).toBe('period,dimension,key,name,claims,items,claimed_rupees,approved_rupees,stands_out');
    expect(lines).toContain(
      `${today},shopper,${w.shopper.id},Ravi Shopper,2,3,120.00,${approved.toFixed(2)},yes`,
    );
    expect(lines.some((l: string) => l.startsWith(`${today},reason,damaged,damaged,1,1,30.00,`))).toBe(true);
  });

  it('refuses a bad window with 400, and anyone but an admin', async () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2026-01-01&to=2026-06-01',
      'to=2026-01-01',
      `from=${today}&to=${today}&by=month`,
    ]) {
      expect((await figures(query)).status, query).toBe(400);
    }
    expect((await figures(`from=${today}&to=${today}`, w.shopper)).status).toBe(403);
    expect((await figures(`from=${today}&to=${today}`, w.customer)).status).toBe(403);
  });
});
