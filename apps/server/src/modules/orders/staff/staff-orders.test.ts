import { distanceKm, roundKm } from '@jhola/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { shops } from '../../../db/schema/index.js';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import { createTestUser } from '../../../test/users.js';

/** Near the customers of the test world (central Bengaluru). */
const SHOP = { lat: 12.98, lng: 77.6 };

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld({ shop: { latitude: SHOP.lat, longitude: SHOP.lng } });
});
afterAll(async () => w?.close());

const ids = (orders: { _id: string }[]) => orders.map((o) => o._id);

describe('waiting orders as cards', () => {
  it('gives shoppers the distance from shop to customer and the units to pick', async () => {
    const order = await w.place({ quantities: [2, 3, 1] });
    const { status, body } = await w.call(w.shopper, 'GET', '/api/shopper/orders/available');
    expect(status).toBe(200);
    const card = body.data.orders.find((o: { _id: string }) => o._id === order._id);
    expect(card.itemCount).toBe(6);
    const customerAt = order.deliveryAddress.coordinates!;
    expect(customerAt).not.toBeNull();
    expect(card.distanceKm).toBe(roundKm(distanceKm(SHOP, customerAt)));
    expect(card.distanceKm).toBeGreaterThan(0);
    expect(card.deliveryAddress.contactPhone).toBe('');
  });

  it('answers distanceKm null when the shop has no coordinates', async () => {
    const db = w.t.database.db as Db;
    await db.update(shops).set({ latitude: null, longitude: null }).where(eq(shops.id, w.shop.id));
    try {
      const order = await w.place();
      const { body } = await w.call(w.shopper, 'GET', '/api/shopper/orders/available');
      expect(body.data.orders.find((o: { _id: string }) => o._id === order._id).distanceKm).toBeNull();
    } finally {
      await db.update(shops).set({ latitude: SHOP.lat, longitude: SHOP.lng }).where(eq(shops.id, w.shop.id));
    }
  });
});

describe('delivery people', () => {
  it('see ready orders, claim one (the second claimer gets 409), then carry it to the door', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'bill_approved');
    const ready = await w.call(w.delivery, 'GET', '/api/delivery/orders/ready');
    expect(ready.status).toBe(200);
    const card = ready.body.data.orders.find((o: { _id: string }) => o._id === order._id);
    expect(card).toMatchObject({ itemCount: 6, status: 'bill_approved', deliveryOTP: null });

    const rival = await createTestUser(w.t, { role: 'delivery' });
    const claimed = await w.call(w.delivery, 'POST', `/api/delivery/orders/${order._id}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.order.timeline.at(-1)).toMatchObject({
      note: 'Dev Delivery will deliver this order',
      updatedBy: { role: 'delivery', name: 'Dev Delivery' },
    });
    expect((await w.call(rival, 'POST', `/api/delivery/orders/${order._id}/claim`)).status).toBe(409);
    expect((await w.call(w.delivery, 'POST', `/api/delivery/orders/${order._id}/claim`)).status).toBe(200);
    expect(ids((await w.call(rival, 'GET', '/api/delivery/orders/ready')).body.data.orders)).not.toContain(
      order._id,
    );

    const base = `/api/shopper/orders/${order._id}`;
    // The shopper hands over: only the claimer sets out now.
    expect((await w.call(w.shopper, 'PUT', `${base}/status`, { status: 'out_for_delivery' })).status).toBe(
      409,
    );
    expect((await w.call(rival, 'PUT', `${base}/location`, { lat: 12.97, lng: 77.59 })).status).toBe(404);
    const out = await w.call(w.delivery, 'PUT', `${base}/status`, { status: 'out_for_delivery' });
    expect(out.status).toBe(200);
    expect((await w.call(w.delivery, 'PUT', `${base}/location`, { lat: 12.975, lng: 77.597 })).status).toBe(
      200,
    );
    const code = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveryOTP;
    const done = await w.call(w.delivery, 'POST', `${base}/deliver`, { otp: code });
    expect(done.status).toBe(200);
    expect(done.body.data.order.status).toBe('delivered');
  });

  it('are the only role on these routes; unknown and malformed ids are 404', async () => {
    const order = await w.place();
    for (const user of [w.customer, w.shopper, w.admin]) {
      expect((await w.call(user, 'GET', '/api/delivery/orders/ready')).status).toBe(403);
      expect((await w.call(user, 'POST', `/api/delivery/orders/${order._id}/claim`)).status).toBe(403);
    }
    expect((await w.call(null, 'GET', '/api/delivery/orders/ready')).status).toBe(401);
    // Not ready yet: a delivery person has no part in it.
    expect((await w.call(w.delivery, 'POST', `/api/delivery/orders/${order._id}/claim`)).status).toBe(409);
    expect(
      (await w.call(w.delivery, 'POST', `/api/delivery/orders/${crypto.randomUUID()}/claim`)).status,
    ).toBe(404);
    expect((await w.call(w.delivery, 'POST', '/api/delivery/orders/nope/claim')).status).toBe(404);
  });
});

describe('history', () => {
  it("lists a shopper's own finished orders with totals, and nobody else's", async () => {
    // A shopper of their own, so that other tests' orders do not count.
    const h = { ...w, shopper: await createTestUser(w.t, { role: 'shopper', name: 'History Shopper' }) };
    const stranger = await createTestUser(w.t, { role: 'shopper' });
    const delivered = await h.place();
    await walkTo(h, delivered._id, 'out_for_delivery');
    const code = (await h.call(h.customer, 'GET', `/api/orders/${delivered._id}`)).body.data.order
      .deliveryOTP;
    await h.call(h.shopper, 'POST', `/api/shopper/orders/${delivered._id}/deliver`, { otp: code });
    const cancelled = await h.place();
    await walkTo(h, cancelled._id, 'accepted_by_shopper');
    await h.call(h.shopper, 'PUT', `/api/shopper/orders/${cancelled._id}/cancel`, { reason: 'Shop closed' });
    const active = await h.place();
    await walkTo(h, active._id, 'accepted_by_shopper');

    const { status, body } = await h.call(h.shopper, 'GET', '/api/shopper/orders/history');
    expect(status).toBe(200);
    expect(ids(body.data.orders)).toEqual([cancelled._id, delivered._id]);
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(body.data.summary).toEqual({
      delivered: 1,
      cancelled: 1,
      deliveredValue: delivered.total,
      tips: 0,
      // Issue 43: the week's day totals (the payment tests check their money).
      days: [expect.objectContaining({ delivered: 1, deliveredValue: delivered.total })],
    });
    const paged = (await h.call(h.shopper, 'GET', '/api/shopper/orders/history?limit=1&page=2')).body.data;
    expect(ids(paged.orders)).toEqual([delivered._id]);

    const other = (await h.call(stranger, 'GET', '/api/shopper/orders/history')).body.data;
    expect(other).toMatchObject({ orders: [], total: 0, summary: { delivered: 0, deliveredValue: 0 } });
    expect((await h.call(h.customer, 'GET', '/api/shopper/orders/history')).status).toBe(403);
    expect((await h.call(h.admin, 'GET', '/api/shopper/orders/history')).status).toBe(403);
    expect((await h.call(h.shopper, 'GET', '/api/shopper/orders/history?limit=0')).status).toBe(400);
  });
});

describe('admin orders', () => {
  it('lists every unfinished order on the board, and pages all orders newest first', async () => {
    const waiting = await w.place();
    const moving = await w.place();
    await walkTo(w, moving._id, 'shopper_at_shop');
    const gone = await w.place();
    await w.call(w.admin, 'PUT', `/api/admin/orders/${gone._id}/cancel`, { reason: 'Duplicate order' });

    const board = await w.call(w.admin, 'GET', '/api/admin/orders?active=true');
    expect(board.status).toBe(200);
    const boardIds = ids(board.body.data.orders);
    expect(boardIds).toEqual(expect.arrayContaining([waiting._id, moving._id]));
    expect(boardIds).not.toContain(gone._id);
    expect(boardIds.indexOf(waiting._id)).toBeLessThan(boardIds.indexOf(moving._id));
    expect(
      board.body.data.orders.every((o: { status: string }) => !['delivered', 'cancelled'].includes(o.status)),
    ).toBe(true);

    const all = (await w.call(w.admin, 'GET', '/api/admin/orders?limit=3')).body.data;
    expect(ids(all.orders)).toEqual([gone._id, moving._id, waiting._id]);
    const byStatus = (await w.call(w.admin, 'GET', '/api/admin/orders?status=cancelled')).body.data;
    expect(byStatus.orders.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
    expect((await w.call(w.admin, 'GET', '/api/admin/orders?status=lost')).status).toBe(400);
    expect((await w.call(w.admin, 'GET', '/api/admin/orders?active=yes')).status).toBe(400);
  });

  it('shows one order with its people, inquiries and timeline, never the delivery code', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'out_for_delivery');
    const { status, body } = await w.call(w.admin, 'GET', `/api/admin/orders/${order._id}`);
    expect(status).toBe(200);
    expect(body.data.customer).toEqual({
      _id: w.customer.id,
      name: 'Asha Customer',
      email: w.customer.email,
      phone: '9812345670',
    });
    expect(body.data.deliveryPerson).toBeNull();
    expect(body.data.inquiries).toEqual([]);
    expect(body.data.order.deliveryOTP).toBeNull();
    expect(body.data.order.timeline.map((e: { status: string }) => e.status)).toContain('bill_approved');

    const cancelled = await w.call(w.admin, 'PUT', `/api/admin/orders/${order._id}/cancel`, {
      reason: 'Customer called to cancel',
    });
    expect(cancelled.body.data.order.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Customer called to cancel',
      updatedBy: { role: 'admin', name: 'Ada Admin' },
    });
    expect((await w.call(w.admin, 'GET', `/api/admin/orders/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await w.call(w.admin, 'GET', '/api/admin/orders/nope')).status).toBe(404);
  });

  it('is for admins only', async () => {
    const order = await w.place();
    for (const user of [w.customer, w.shopper, w.delivery]) {
      expect((await w.call(user, 'GET', '/api/admin/orders?active=true')).status).toBe(403);
      expect((await w.call(user, 'GET', `/api/admin/orders/${order._id}`)).status).toBe(403);
    }
    expect((await w.call(null, 'GET', '/api/admin/orders')).status).toBe(401);
  });
});
