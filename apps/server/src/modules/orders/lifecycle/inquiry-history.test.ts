import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycleWorld, type LifecycleWorld } from '../../../test/lifecycle-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld({ shop: { inquiryAvailableTime: 10 } });
});
afterAll(async () => {
  await w?.close();
});

const history = (orderId: string, user = w.customer) =>
  w.call(user, 'GET', `/api/orders/${orderId}/inquiries`);

describe('GET /orders/:id/inquiries', () => {
  it('answers the availability, the shopper once assigned and the last 3 inquiries, newest first', async () => {
    const placedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const at = (minutes: number) => w.t.setNow(new Date(placedAt.getTime() + minutes * 60_000));
    w.t.setNow(placedAt);
    try {
      const order = await w.place();

      at(3);
      const early = await history(order._id);
      expect(early.status).toBe(200);
      expect(early.body.data).toEqual({
        inquiries: [],
        availability: { available: false, minutesLeft: 7 },
        shopper: null,
      });

      at(10);
      expect((await history(order._id)).body.data).toEqual({
        inquiries: [],
        availability: { available: true, minutesLeft: 0 },
        shopper: null,
      });

      await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
      const methods = ['call', 'whatsapp', 'call', 'whatsapp'] as const;
      for (const [i, method] of methods.entries()) {
        at(11 + i);
        const made = await w.call(w.customer, 'POST', `/api/orders/${order._id}/inquiry`, { method });
        expect(made.status).toBe(200);
      }

      at(20);
      const read = await history(order._id);
      expect(read.status).toBe(200);
      expect(read.body.data.shopper).toEqual({ name: 'Ravi Shopper', phone: '9898989898' });
      expect(read.body.data.availability).toEqual({ available: true, minutesLeft: 0 });
      const iso = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000).toISOString();
      expect(
        read.body.data.inquiries.map((i: { method: string; createdAt: string }) => [i.method, i.createdAt]),
      ).toEqual([
        ['whatsapp', iso(14)],
        ['call', iso(13)],
        ['whatsapp', iso(12)],
      ]);
      // Reading records nothing: a second read answers the same.
      expect((await history(order._id)).body.data).toEqual(read.body.data);

      // A finished order keeps its history but is no longer available.
      await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {});
      const closed = await history(order._id);
      expect(closed.status).toBe(200);
      expect(closed.body.data.availability).toEqual({ available: false, minutesLeft: 0 });
      expect(closed.body.data.inquiries).toHaveLength(3);
    } finally {
      w.t.setNow(null);
    }
  });

  it("is 404 for another customer's order, a malformed or unknown id, and refused to staff and strangers", async () => {
    const order = await w.place();
    const other = await history(order._id, w.otherCustomer);
    expect(other.status).toBe(404);
    expect(other.body.data).toBeUndefined();
    expect((await history('not-a-uuid')).status).toBe(404);
    expect((await history('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await history(order._id, w.shopper)).status).toBe(403);
    expect((await w.call(null, 'GET', `/api/orders/${order._id}/inquiries`)).status).toBe(401);
  });

  it('is described in the OpenAPI document under the orders tag', async () => {
    const doc = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const route = doc.json().paths['/api/orders/{id}/inquiries']?.get;
    expect(route?.tags).toEqual(['orders']);
    expect(route?.summary).toMatch(/previous inquiries/);
  });
});
