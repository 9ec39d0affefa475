import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop } from '../../../test/catalogue-fixtures.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  tinyPng,
  uploadBill,
} from '../../../test/lifecycle-fixtures.js';

/** Issue 30: the operator's console (search, metrics, catalogue CSV, unlock, the admin's reason). */
let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
});
afterAll(async () => w?.close());

/** Tomorrow in India: after every other order of this file, and well within the sessions' 7 days. */
const DAY = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
const WEEK_AGO = new Date(Date.parse(`${DAY}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
const at = (iso: string) => w.t.setNow(new Date(iso.replace('2030-03-10', DAY)));

async function step(iso: string, call: () => Promise<{ status: number; body: { message?: string } }>) {
  at(iso);
  const result = await call();
  if (result.status !== 200) throw new Error(`${iso}: ${result.status} ${result.body.message}`);
}

describe('metrics over orders with known timelines', () => {
  afterEach(() => w.t.setNow(null));
  // 06:00 UTC is 11:30 in India; everything happens on one India day far from the other tests' orders.
  it('counts days and hours, stage minutes as p50/p90, reasons and the slowest open orders', async () => {
    const { call, shopper, customer, admin } = w;
    at('2030-03-10T06:00:00Z');
    const a = await w.place();
    const b = await w.place();
    const c = await w.place();
    const base = (id: string) => `/api/shopper/orders/${id}`;
    await step('2030-03-10T06:04:00Z', () => call(shopper, 'POST', `${base(a._id)}/accept`));
    await step('2030-03-10T06:10:00Z', () =>
      call(shopper, 'PUT', `${base(a._id)}/status`, { status: 'shopper_at_shop' }),
    );
    await step('2030-03-10T06:10:00Z', () => call(shopper, 'POST', `${base(b._id)}/accept`));
    await step('2030-03-10T06:12:00Z', () =>
      call(shopper, 'PUT', `${base(a._id)}/status`, { status: 'shopping_in_progress' }),
    );
    await step('2030-03-10T06:20:00Z', () =>
      call(admin, 'PUT', `/api/admin/orders/${b._id}/cancel`, { reason: 'Shop closed for stock-taking' }),
    );
    await step('2030-03-10T06:30:00Z', () =>
      call(shopper, 'PUT', `${base(a._id)}/status`, { status: 'final_shopping' }),
    );
    at('2030-03-10T06:34:00Z');
    expect((await uploadBill(w, shopper, a._id, tinyPng(), '245.50')).status).toBe(200);
    await step('2030-03-10T06:40:00Z', () => call(customer, 'PUT', `/api/orders/${a._id}/approve-bill`));
    await step('2030-03-10T06:45:00Z', () =>
      call(shopper, 'PUT', `${base(a._id)}/status`, { status: 'out_for_delivery' }),
    );
    const otp = (await call(customer, 'GET', `/api/orders/${a._id}`)).body.data.order.deliveryOTP;
    await step('2030-03-10T06:59:00Z', () => call(shopper, 'POST', `${base(a._id)}/deliver`, { otp }));
    const delivered = (await call(customer, 'GET', `/api/orders/${a._id}`)).body.data.order;
    expect(delivered.status).toBe('delivered');

    at('2030-03-10T07:00:00Z');
    const { status, body } = await call(admin, 'GET', '/api/admin/metrics?days=1');
    expect(status).toBe(200);
    const m = body.data;
    expect(m.days).toEqual([
      {
        date: DAY,
        placed: 3,
        delivered: 1,
        cancelled: 1,
        revenue: Math.round(delivered.total * 100),
      },
    ]);
    expect(m.hours[11]).toEqual({ hour: 11, placed: 3, delivered: 0, cancelled: 1 });
    expect(m.hours[12]).toEqual({ hour: 12, placed: 0, delivered: 1, cancelled: 0 });
    // Waiting: 4 and 10 minutes; shopping: a 30 (06:04–06:34), b 10 (accepted until cancelled).
    expect(m.stageMinutes).toEqual({
      waiting: { p50: 7, p90: 9 },
      shopping: { p50: 20, p90: 28 },
      answering: { p50: 6, p90: 6 },
      delivering: { p50: 19, p90: 19 },
    });
    expect(m.revisionRate).toBe(0);
    expect(m.deadlineAnswerRate).toBe(0);
    expect(m.cancellationsByReason).toEqual([{ reason: 'Shop closed for stock-taking', count: 1 }]);
    expect(m.slowestOpen).toContainEqual(
      expect.objectContaining({ _id: c._id, status: 'pending_shopper', minutes: 60, shopName: w.shop.name }),
    );

    const week = (await call(admin, 'GET', '/api/admin/metrics?days=7')).body.data;
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1).date).toBe(DAY);
    expect(week.days[0]).toMatchObject({ date: WEEK_AGO, placed: 0 });

    for (const bad of ['0', '91', 'x', '1.5'])
      expect((await call(admin, 'GET', `/api/admin/metrics?days=${bad}`)).status).toBe(400);
    expect((await call(shopper, 'GET', '/api/admin/metrics')).status).toBe(403);
    expect((await call(null, 'GET', '/api/admin/metrics')).status).toBe(401);
  });

  it("tells the customer the admin's reason after 'Order cancelled by admin'", async () => {
    const order = await w.place();
    const reason = 'Shop closed for stock-taking';
    expect((await w.call(w.admin, 'PUT', `/api/admin/orders/${order._id}/cancel`, { reason })).status).toBe(
      200,
    );
    const seen = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order;
    expect(seen).toMatchObject({ status: 'cancelled', cancelledBy: 'admin', cancellationReason: reason });
  });
});

describe('finding any order', () => {
  it('matches the order number, name, e-mail, phone digits and contact phone; filters; newest first', async () => {
    const { call, admin } = w;
    const mine = await w.place();
    const theirs = await w.place({
      customer: w.otherCustomer,
      deliveryAddress: {
        street: '1 Park St',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
        coordinates: { lat: 12.9716, lng: 77.5946 },
        contactName: 'Guard',
        contactPhone: '+91 90000 73737',
      },
    });
    const search = async (query: string) => {
      const { status, body } = await call(admin, 'GET', `/api/admin/orders?${query}`);
      expect(status).toBe(200);
      return body.data as { orders: { _id: string }[]; total: number };
    };
    const ids = (r: { orders: { _id: string }[] }) => r.orders.map((o) => o._id);
    const digits = mine.orderNumber.replace(/\D/g, '');

    expect(ids(await search(`q=${mine.orderNumber}`))).toEqual([mine._id]);
    expect(ids(await search(`q=${digits}`))).toEqual([mine._id]);
    expect(ids(await search(`q=jh-${digits}`))).toEqual([mine._id]);
    const byName = await search('q=asha%20cust');
    expect(ids(byName)).toContain(mine._id);
    expect(ids(byName)).not.toContain(theirs._id);
    expect(byName.total).toBe(byName.orders.length);
    expect(ids(await search(`q=${encodeURIComponent(w.otherCustomer.email)}`))).toContain(theirs._id);
    const byPhone = await search('q=45670');
    expect(ids(byPhone)).toContain(mine._id);
    expect(ids(byPhone)).not.toContain(theirs._id);
    expect(ids(await search('q=0073737'))).toEqual([theirs._id]);
    // Newest first.
    const all = ids(await search('q=asha'));
    expect(all.indexOf(mine._id)).toBeLessThan(all.length);

    expect(ids(await search(`q=${digits}&status=cancelled`))).toEqual([]);
    expect(ids(await search(`q=${digits}&shopId=${randomUUID()}`))).toEqual([]);
    expect(ids(await search(`q=${digits}&shopId=${w.shop.id}`))).toEqual([mine._id]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(ids(await search(`q=${digits}&from=${today}&to=${today}`))).toEqual([mine._id]);
    expect(ids(await search(`q=${digits}&to=2020-01-01`))).toEqual([]);
    expect(ids(await search(`shopId=${w.shop.id}&from=${today}&to=${today}&limit=2`))).toEqual([
      theirs._id,
      mine._id,
    ]);
    // Wildcards are letters, not patterns.
    expect((await search('q=%25')).total).toBe(0);
    expect((await search('q=_')).total).toBe(0);

    for (const bad of ['from=yesterday', 'to=2026-02-31', 'shopId=nope', `q=${'x'.repeat(101)}`])
      expect((await call(admin, 'GET', `/api/admin/orders?${bad}`)).status).toBe(400);
    expect((await call(w.shopper, 'GET', `/api/admin/orders?q=${digits}`)).status).toBe(403);
    expect((await call(w.customer, 'GET', `/api/admin/orders?q=${digits}`)).status).toBe(403);
  });
});

describe('unlocking a delivery code', () => {
  it('lets the carrier try again after five wrong codes, on the timeline; the board flags the lock', async () => {
    const { call, shopper, admin, customer } = w;
    const order = await w.place();
    const base = `/api/shopper/orders/${order._id}`;
    for (const [action, body] of [
      ['accept', undefined],
      ['status', { status: 'shopper_at_shop' }],
      ['status', { status: 'shopping_in_progress' }],
      ['status', { status: 'final_shopping' }],
    ] as const)
      expect(
        (await call(shopper, action === 'accept' ? 'POST' : 'PUT', `${base}/${action}`, body)).status,
      ).toBe(200);
    expect((await uploadBill(w, shopper, order._id, tinyPng(), '245.50')).status).toBe(200);
    expect((await call(customer, 'PUT', `/api/orders/${order._id}/approve-bill`)).status).toBe(200);
    expect((await call(shopper, 'PUT', `${base}/status`, { status: 'out_for_delivery' })).status).toBe(200);
    const unlock = `/api/admin/orders/${order._id}/unlock-delivery-code`;
    expect((await call(admin, 'POST', unlock)).status).toBe(409);

    const otp = (await call(customer, 'GET', `/api/orders/${order._id}`)).body.data.order
      .deliveryOTP as string;
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) await call(shopper, 'POST', `${base}/deliver`, { otp: wrong });
    expect((await call(shopper, 'POST', `${base}/deliver`, { otp })).status).toBe(423);
    const board = (await call(admin, 'GET', '/api/admin/orders?active=true')).body.data.orders;
    expect(board.find((o: { _id: string }) => o._id === order._id).deliveryCodeLockedUntil).toEqual(
      expect.any(String),
    );

    expect((await call(shopper, 'POST', unlock)).status).toBe(403);
    const unlocked = await call(admin, 'POST', unlock);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data.order.deliveryCodeLockedUntil).toBeNull();
    expect(unlocked.body.data.order.timeline.at(-1)).toMatchObject({
      status: 'out_for_delivery',
      note: 'Ada Admin unlocked the delivery code',
      updatedBy: { role: 'admin', name: 'Ada Admin' },
    });
    expect((await call(admin, 'POST', unlock)).status).toBe(409);
    expect((await call(shopper, 'POST', `${base}/deliver`, { otp })).status).toBe(200);
    expect((await call(admin, 'POST', `/api/admin/orders/${randomUUID()}/unlock-delivery-code`)).status).toBe(
      404,
    );
  });
});

const HEADER = 'sku,name,brand,category,unit,packSize,price,mrp,stock,listed,tags';
// The export writes every column, the optional aliases last (issue 42); files read here may leave it out.
const EXPORT_HEADER = `${HEADER},aliases`;

describe('a catalogue from a spreadsheet', () => {
  const csvCall = (shopId: string, csv: string, query = '', user = w.admin) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${shopId}/products/import${query}`,
      headers: { ...user.headers, 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    });

  it('exports, dry-runs, refuses a file with mistakes whole, applies a good one, round trips', async () => {
    const shop = await createTestShop(w.t, { name: 'CSV Kirana' });
    const file = [
      HEADER,
      'ATTA-5,"Aashirvaad Atta, Whole Wheat",Aashirvaad,Staples,kg,5 kg,265.00,290.00,40,yes,"atta, flour"',
      ',तूर दाल,Tata Sampann,दालें,kg,1 kg,165.5,,12,yes,दाल',
      'MILK-1,"Amul ""Gold"" Milk",Amul,Dairy,L,1 L,68,,100,no,',
    ].join('\r\n');
    const dry = await csvCall(shop.id, file, '?dryRun=true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data).toEqual({ created: 3, updated: 0, unchanged: 0, errors: [], dryRun: true });
    const before = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${shop.id}/products/export`,
      headers: w.admin.headers,
    });
    expect(before.body.trim()).toBe(EXPORT_HEADER);

    expect((await csvCall(shop.id, file)).json().data).toMatchObject({
      created: 3,
      updated: 0,
      unchanged: 0,
    });
    const search = await w.call(w.customer, 'GET', `/api/shops/${shop.id}/products?q=aashirvaad`);
    expect(search.body.data.products.map((p: { name: string }) => p.name)).toEqual([
      'Aashirvaad Atta, Whole Wheat',
    ]);

    const exported = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${shop.id}/products/export`,
      headers: w.admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe(EXPORT_HEADER);
    expect(lines).toHaveLength(4);
    expect(lines).toContain('MILK-1,"Amul ""Gold"" Milk",Amul,Dairy,L,1 L,68.00,,100,no,,');
    const dal = lines.find((l) => l.includes('तूर दाल'))!;
    expect(dal).toMatch(/^P-[0-9A-F]{12},तूर दाल,Tata Sampann,दालें,kg,1 kg,165.50,,12,yes,दाल,$/);

    // The export imported again changes nothing; one price changed is one update.
    expect((await csvCall(shop.id, exported.body)).json().data).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
    });
    const edited = exported.body.replace(
      'MILK-1,"Amul ""Gold"" Milk",Amul,Dairy,L,1 L,68.00',
      'MILK-1,"Amul ""Gold"" Milk",Amul,Dairy,L,1 L,70.00',
    );
    expect((await csvCall(shop.id, edited)).json().data).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 2,
    });

    const bad = [
      HEADER,
      'NEW-1,Good Row,,Snacks,pack,,10,,1,yes,',
      'NEW-2,X,,Snacks,box,,-3,2,many,maybe,',
      'NEW-1,Twice,,Snacks,pack,,10,,1,yes,',
    ].join('\n');
    const refused = await csvCall(shop.id, bad);
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().errors as { line: number; field: string }[];
    expect(errors.map((e) => `${e.line}:${e.field}`)).toEqual(
      expect.arrayContaining(['3:name', '3:unit', '3:price', '3:stock', '3:listed', '4:sku']),
    );
    const dryBad = (await csvCall(shop.id, bad, '?dryRun=true')).json().data;
    expect(dryBad.errors.length).toBe(errors.length);
    const after = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${shop.id}/products/export`,
      headers: w.admin.headers,
    });
    expect(after.body).toBe(edited.trimEnd() === after.body.trimEnd() ? after.body : edited);

    expect((await csvCall(shop.id, 'sku,title\nA,B')).statusCode).toBe(422);
    expect((await csvCall(shop.id, file, '', w.shopper)).statusCode).toBe(403);
    expect((await csvCall(randomUUID(), file)).statusCode).toBe(404);
    const json = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${shop.id}/products/import`,
      headers: w.admin.headers,
      payload: { rows: [] },
    });
    expect([400, 415, 422]).toContain(json.statusCode);
  });

  it('imports 20,000 rows in one go, then updates them all in one go', async () => {
    const shop = await createTestShop(w.t, { name: 'Big Bazaar' });
    const row = (i: number, price: number) =>
      `SKU-${i},Product ${i} नमकीन,Brand,Snacks,pack,200 g,${price},,${i % 50},yes,"salty, snack"`;
    const file = (price: number) =>
      [HEADER, ...Array.from({ length: 20_000 }, (_, i) => row(i, price))].join('\n');
    let started = performance.now();
    const first = await csvCall(shop.id, file(20));
    const created = performance.now() - started;
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ created: 20_000, updated: 0, unchanged: 0 });
    started = performance.now();
    const second = await csvCall(shop.id, file(25));
    const updated = performance.now() - started;
    expect(second.json().data).toMatchObject({ created: 0, updated: 20_000, unchanged: 0 });
    // A figure for the note, not an assertion (speed is measured in bench/).
    console.info(`20,000-row import: create ${Math.round(created)} ms, update ${Math.round(updated)} ms`);
    const tooMany = [HEADER, ...Array.from({ length: 20_001 }, (_, i) => row(i, 1))].join('\n');
    expect((await csvCall(shop.id, tooMany, '?dryRun=true')).json().data.errors[0]).toMatchObject({
      line: 1,
      field: 'file',
    });
  }, 180_000);
});
