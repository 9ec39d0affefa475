import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, claim, claimWithPhotos, deliveredOrder } from '../../../test/claim-fixtures.js';
import { realPng } from '../../../test/images.js';
import {
  createLifecycleWorld,
  type LifecycleWorld,
  tinyPng,
  uploadBill,
  walkTo,
} from '../../../test/lifecycle-fixtures.js';
import { createTestUser } from '../../../test/users.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
});
afterAll(async () => {
  await w?.close();
});

const HOUR = 3_600_000;
const itemNamed = (order: Awaited<ReturnType<typeof deliveredOrder>>, name: string) =>
  order.items.find((i) => i.name === name)!.itemId;
const freshCustomer = () =>
  createTestUser(w.t, { role: 'customer', name: `Claimer ${randomUUID().slice(0, 6)}` });

describe('POST /api/orders/:id/claims', () => {
  it('approves a small first claim at once, refunds it to Jhola credit, and puts it on the timeline and in the chat', async () => {
    const customer = await freshCustomer();
    const order = await deliveredOrder(w, { customer });
    const photo = await realPng(400, 300);
    const bread = itemNamed(order, 'Bread');
    const body = { lines: [{ itemId: bread, reason: 'damaged', quantity: 1, note: 'Torn pack' }] };
    const r = await claimWithPhotos(w, order._id, body, [photo], customer);
    expect(r.status).toBe(201);
    const made = r.body.data.claim;
    expect(made).toMatchObject({
      status: 'approved',
      autoApproved: true,
      refund: { amount: 45, destination: 'credit', status: 'refunded' },
      lines: [
        {
          itemId: bread,
          name: 'Bread',
          reason: 'damaged',
          quantity: 1,
          amount: 45,
          status: 'approved',
          approvedAmount: 45,
        },
      ],
    });
    expect(made.lines[0].evidence).toBeUndefined();
    expect(made.photoUrls).toHaveLength(1);
    const image = await w.t.app.inject({ method: 'GET', url: made.photoUrls[0], headers: customer.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const other = await w.t.app.inject({
      method: 'GET',
      url: made.photoUrls[0],
      headers: w.otherCustomer.headers,
    });
    expect(other.statusCode).toBe(404);

    const credit = await balanceOf(w, customer);
    expect(credit.balance).toBe(45);
    expect(credit.entries[0]).toMatchObject({
      amount: 45,
      kind: 'claim_refund',
      by: 'Jhola',
      orderId: order._id,
    });
    const read = await w.call(customer, 'GET', `/api/orders/${order._id}`);
    const notes = read.body.data.order.timeline.map((e: { note: string }) => e.note);
    expect(notes).toContain('Problem reported: Bread × 1 (Damaged)');
    expect(notes).toContain('Refund of ₹45.00 approved at once, to Jhola credit');
    const chat = await w.call(w.shopper, 'GET', `/api/orders/${order._id}/messages`);
    expect(chat.body.data.messages.at(-1).text).toBe('I reported a problem: Bread × 1 (Damaged)');
  });

  it('one claim per item; a retried request with the same Idempotency-Key is the same claim', async () => {
    const order = await deliveredOrder(w);
    const body = { lines: [{ itemId: itemNamed(order, 'Amul Milk'), reason: 'expired', quantity: 2 }] };
    const key = randomUUID();
    const [a, b] = await Promise.all([
      claim(w, order._id, body, undefined, key),
      claim(w, order._id, body, undefined, key),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.claim.id).toBe(b.body.data.claim.id);
    const again = await claim(w, order._id, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A problem with this item has already been reported');
    const list = await w.call(w.customer, 'GET', `/api/orders/${order._id}/claims`);
    expect(list.body.data.claims).toHaveLength(1);
  });

  it('is open for 48 hours after delivery, and only once delivered', async () => {
    const order = await deliveredOrder(w);
    const body = { lines: [{ itemId: itemNamed(order, 'Bread'), reason: 'missing', quantity: 1 }] };
    const delivered = Date.parse(
      (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveredAt,
    );
    w.t.setNow(new Date(delivered + 48 * HOUR + 1000));
    try {
      const late = await claim(w, order._id, body);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('Problems can be reported up to 48 hours after delivery');
      w.t.setNow(new Date(delivered + 47 * HOUR));
      expect((await claim(w, order._id, body)).status).toBe(201);
    } finally {
      w.t.setNow(null);
    }
    const open = await w.place();
    const early = await claim(w, open._id, {
      lines: [{ itemId: open.items[0]!.itemId, reason: 'missing', quantity: 1 }],
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can report a problem once the order has been delivered');
  });

  it('refuses bad lines with the field, and stores nothing', async () => {
    const order = await deliveredOrder(w);
    const bread = itemNamed(order, 'Bread');
    const cases: [unknown, string, string][] = [
      [{ lines: [] }, 'lines', 'Choose at least one item'],
      [
        { lines: [{ itemId: bread, reason: 'damaged', quantity: 2 }] },
        'lines.0.quantity',
        'More than you received',
      ],
      [
        { lines: [{ itemId: randomUUID(), reason: 'damaged', quantity: 1 }] },
        'lines.0.itemId',
        'This item is not in the order',
      ],
      [{ lines: [{ itemId: bread, reason: 'smelly', quantity: 1 }] }, 'lines.0.reason', 'Choose a reason'],
      [
        { lines: [{ itemId: bread, reason: 'damaged', quantity: 0 }] },
        'lines.0.quantity',
        'Choose a quantity of at least 1',
      ],
      [
        {
          lines: [
            { itemId: bread, reason: 'damaged', quantity: 1 },
            { itemId: bread, reason: 'missing', quantity: 1 },
          ],
        },
        'lines',
        'Each item can be in the claim once',
      ],
    ];
    for (const [body, field, message] of cases) {
      const r = await claim(w, order._id, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.errors).toContainEqual({ field, message });
    }
    const list = await w.call(w.customer, 'GET', `/api/orders/${order._id}/claims`);
    expect(list.body.data.claims).toEqual([]);
  });

  it("only the order's customer claims and reads claims: another customer 404, staff 403, nobody 401", async () => {
    const order = await deliveredOrder(w);
    const body = { lines: [{ itemId: itemNamed(order, 'Bread'), reason: 'damaged', quantity: 1 }] };
    expect((await claim(w, order._id, body, w.otherCustomer)).status).toBe(404);
    expect((await claim(w, order._id, body, w.shopper)).status).toBe(403);
    expect((await claim(w, 'not-an-id', body)).status).toBe(404);
    const anon = await w.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/claims`,
      payload: body,
    });
    expect(anon.statusCode).toBe(401);
    expect((await w.call(w.otherCustomer, 'GET', `/api/orders/${order._id}/claims`)).status).toBe(404);
  });
});

describe('automatic approval limits and the admin queue', () => {
  it('a claim above ₹200 for the order waits for an admin, with the evidence beside it', async () => {
    const customer = await freshCustomer();
    const order = await deliveredOrder(w, { customer });
    const lines = order.items.map((i) => ({
      itemId: i.itemId,
      reason: 'poor_quality',
      quantity: i.name === 'Amul Milk' ? 2 : 1,
    }));
    const r = await claim(w, order._id, { lines }, customer);
    expect(r.status).toBe(201);
    expect(r.body.data.claim).toMatchObject({ status: 'in_review', autoApproved: false, refund: null });
    expect((await balanceOf(w, customer)).balance).toBe(0);
    const queue = await w.call(w.admin, 'GET', '/api/admin/claims');
    const mine = queue.body.data.claims.find((c: { id: string }) => c.id === r.body.data.claim.id);
    expect(mine.customer).toMatchObject({ id: customer.id, claims: 1, approvedClaims: 0 });
    expect(mine.lines[0].evidence).toMatchObject({
      deliveredQuantity: 1,
      unitPrice: 120,
      billApproved: true,
      flags: [],
    });
    expect((await w.call(customer, 'GET', '/api/admin/claims')).status).toBe(403);
  });

  it('a customer with more than 2 approved claims in 30 days waits for an admin; older claims do not count', async () => {
    const customer = await freshCustomer();
    const now = Date.now();
    // Three claims on one order (one item each, ₹195 in all: within the order's ₹200).
    const claimEachItem = async () => {
      const order = await deliveredOrder(w, { customer });
      const statuses: string[] = [];
      for (const item of order.items) {
        const line = { itemId: item.itemId, reason: 'missing', quantity: 1 };
        statuses.push((await claim(w, order._id, { lines: [line] }, customer)).body.data.claim.status);
      }
      return statuses;
    };
    // Three approved 31 days ago count no more...
    w.t.setNow(new Date(now - 31 * 24 * HOUR));
    try {
      expect(await claimEachItem()).toEqual(['approved', 'approved', 'approved']);
    } finally {
      w.t.setNow(null);
    }
    // ...three approved now do: the next claim waits for an admin.
    expect(await claimEachItem()).toEqual(['approved', 'approved', 'approved']);
    const order = await deliveredOrder(w, { customer });
    const line = { itemId: itemNamed(order, 'Bread'), reason: 'missing', quantity: 1 };
    expect((await claim(w, order._id, { lines: [line] }, customer)).body.data.claim.status).toBe('in_review');
  });

  it('a missing item the shopper ticked found in full goes to an admin, whatever the amount', async () => {
    const order = await w.place({ quantities: [1, 1, 1] });
    await walkTo(w, order._id, 'shopping_in_progress');
    const bread = order.items.find((i) => i.name === 'Bread')!.itemId!;
    const picked = await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/picks`, {
      items: [{ itemId: bread, state: 'found', quantity: 1 }],
    });
    expect(picked.status).toBe(200);
    const base = `/api/shopper/orders/${order._id}`;
    await w.call(w.shopper, 'PUT', `${base}/status`, { status: 'final_shopping' });
    expect((await uploadBill(w, w.shopper, order._id, tinyPng(), '195')).status).toBe(200);
    await w.call(w.customer, 'PUT', `/api/orders/${order._id}/approve-bill`);
    await w.call(w.shopper, 'PUT', `${base}/status`, { status: 'out_for_delivery' });
    const otp = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveryOTP;
    await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp });
    const r = await claim(w, order._id, { lines: [{ itemId: bread, reason: 'missing', quantity: 1 }] });
    expect(r.body.data.claim.status).toBe('in_review');
    const list = await w.call(w.admin, 'GET', `/api/orders/${order._id}/claims`);
    expect(list.body.data.claims[0].lines[0].evidence).toMatchObject({
      pickState: 'found',
      pickQuantity: 1,
      flags: ['The shopper ticked it found in full'],
    });
  });
});

describe('POST /api/admin/claims/:id/decide', () => {
  async function claimInReview() {
    const customer = await freshCustomer();
    const order = await deliveredOrder(w, { customer });
    // ₹120 + 2 × ₹30 + ₹45 = ₹225: above the ₹200 of automatic approval.
    const lines = order.items.map((i) => ({
      itemId: i.itemId,
      reason: 'damaged',
      quantity: i.name === 'Amul Milk' ? 2 : 1,
    }));
    const r = await claim(w, order._id, { lines }, customer);
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    return { customer, order, claim: r.body.data.claim };
  }

  it('partly approves: one line in full, one for less, one refused with the reason the customer reads', async () => {
    const { customer, order, claim: c } = await claimInReview();
    const [dal, milk, bread] = c.lines.map((l: { itemId: string }) => l.itemId);
    const noReason = await w.call(w.admin, 'POST', `/api/admin/claims/${c.id}/decide`, {
      lines: [
        { itemId: dal, approve: true },
        { itemId: milk, approve: true, amount: 10 },
        { itemId: bread, approve: false },
      ],
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toContainEqual({
      field: 'lines.2.reason',
      message: 'Say why this line is refused',
    });
    const tooMuch = await w.call(w.admin, 'POST', `/api/admin/claims/${c.id}/decide`, {
      lines: [
        { itemId: dal, approve: true },
        { itemId: milk, approve: true, amount: 61 },
        { itemId: bread, approve: false, reason: 'x' },
      ],
    });
    expect(tooMuch.status).toBe(422);
    const decided = await w.call(w.admin, 'POST', `/api/admin/claims/${c.id}/decide`, {
      lines: [
        { itemId: dal, approve: true },
        { itemId: milk, approve: true, amount: 10.5 },
        { itemId: bread, approve: false, reason: 'The photo shows the bread whole' },
      ],
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.claim).toMatchObject({
      status: 'partly_approved',
      refund: { amount: 130.5, destination: 'credit', status: 'refunded' },
    });
    const seen = (await w.call(customer, 'GET', `/api/orders/${order._id}/claims`)).body.data.claims[0];
    expect(seen.lines[2]).toMatchObject({
      status: 'refused',
      approvedAmount: 0,
      decision: { reason: 'The photo shows the bread whole', by: 'Ada Admin' },
    });
    expect((await balanceOf(w, customer)).balance).toBe(130.5);
  });

  it('two admins at once: one wins, the other gets a 409, and the money is paid once', async () => {
    const { customer, claim: c } = await claimInReview();
    const second = await createTestUser(w.t, { role: 'admin', name: 'Second Admin' });
    const body = { lines: c.lines.map((l: { itemId: string }) => ({ itemId: l.itemId, approve: true })) };
    const results = await Promise.all([
      w.call(w.admin, 'POST', `/api/admin/claims/${c.id}/decide`, body),
      w.call(second, 'POST', `/api/admin/claims/${c.id}/decide`, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      'Another admin has already decided this claim',
    );
    expect((await balanceOf(w, customer)).balance).toBe(225);
  });

  it('only admins decide; an unknown claim is 404; every line must be decided', async () => {
    const { customer, claim: c } = await claimInReview();
    const body = { lines: c.lines.map((l: { itemId: string }) => ({ itemId: l.itemId, approve: true })) };
    expect((await w.call(customer, 'POST', `/api/admin/claims/${c.id}/decide`, body)).status).toBe(403);
    expect((await w.call(w.shopper, 'POST', `/api/admin/claims/${c.id}/decide`, body)).status).toBe(403);
    expect((await w.call(w.admin, 'POST', `/api/admin/claims/${randomUUID()}/decide`, body)).status).toBe(
      404,
    );
    const partial = await w.call(w.admin, 'POST', `/api/admin/claims/${c.id}/decide`, {
      lines: body.lines.slice(1),
    });
    expect(partial.status).toBe(422);
  });
});
