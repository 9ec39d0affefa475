import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatchWorld, type DispatchWorld, T0 } from '../../../test/dispatch-fixtures.js';
import { connectSocket, listen, nextEvent } from '../../../test/realtime.js';
import { OFFERED_TO_ANOTHER } from './take-offer.js';

/**
 * Issue 45, through HTTP on real SQL with the clock injected: shifts, the order in which a new order is
 * offered to shoppers on duty, the offer's deadline, declining, manual claiming as the fallback.
 */
describe('automatic dispatch to shoppers', () => {
  let w: DispatchWorld;
  beforeAll(async () => {
    w = await createDispatchWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('offers nothing to staff off duty: the order waits on the list for anyone to claim', async () => {
    const order = await w.place();
    await w.settle();
    expect(await w.offersOf(w.shopper)).toEqual([]);
    const list = await w.call(w.otherShopper, 'GET', '/api/shopper/orders/available');
    expect(list.body.data.orders.map((o: { _id: string }) => o._id)).toContain(order._id);
    const taken = await w.call(w.otherShopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
    expect(taken.status).toBe(200);
  });

  it('offers a new order to the longest idle shopper on duty, who alone may take it until the deadline', async () => {
    w.at(0);
    await w.shift(w.shopper, { action: 'start', shopId: w.shop.id });
    w.at(60);
    await w.shift(w.thirdShopper, { action: 'start', shopId: w.shop.id });
    const me = await w.call(w.shopper, 'GET', '/api/staff/shift');
    expect(me.body.data.current).toMatchObject({ role: 'shopper', shop: { _id: w.shop.id }, end: null });

    const url = await listen(w.t.app);
    const socket = await connectSocket(url, w.shopper.token);
    try {
      w.at(120);
      const heard = nextEvent(socket, 'order:offer');
      const order = await w.place();
      await w.settle();
      const offer = await heard;
      expect(offer).toMatchObject({
        orderId: order._id,
        role: 'shopper',
        shopName: w.shop.name,
        itemCount: 6,
      });
      expect(offer.deadline).toBe(new Date(T0.getTime() + 180_000).toISOString());
      expect(await w.offersOf(w.thirdShopper)).toEqual([]);

      // Nobody else may take it while the offer waits, nor sees it on the list.
      const other = await w.call(w.thirdShopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
      expect(other).toMatchObject({ status: 409, body: { message: OFFERED_TO_ANOTHER.shopper } });
      const list = await w.call(w.thirdShopper, 'GET', '/api/shopper/orders/available');
      expect(list.body.data.orders.map((o: { _id: string }) => o._id)).not.toContain(order._id);

      // The time runs out: the next shopper on duty is offered it.
      w.at(179);
      await w.settle();
      expect((await w.offersOf(w.shopper)).map((o) => o.orderId)).toEqual([order._id]);
      w.at(181);
      await w.settle();
      expect(await w.offersOf(w.shopper)).toEqual([]);
      const next = await w.offersOf(w.thirdShopper);
      expect(next).toMatchObject([
        { orderId: order._id, deadline: new Date(T0.getTime() + 241_000).toISOString() },
      ]);

      // The third shopper declines; the first let it run out; nobody is left: anyone may claim it now.
      expect((await w.call(w.thirdShopper, 'POST', `/api/staff/offers/${order._id}/decline`)).status).toBe(
        200,
      );
      await w.settle();
      expect(await w.offersOf(w.shopper)).toEqual([]);
      const again = await w.call(w.thirdShopper, 'POST', `/api/staff/offers/${order._id}/decline`);
      expect(again.status).toBe(409);
      const claimed = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
      expect(claimed.status).toBe(200);
    } finally {
      socket.close();
    }
  });

  it('prefers the shopper with fewer active orders, and an accepted offer is the assignment on the timeline', async () => {
    // The first shopper holds the order of the last test; the third holds none.
    w.at(300);
    const order = await w.place();
    await w.settle();
    expect(await w.offersOf(w.shopper)).toEqual([]);
    expect((await w.offersOf(w.thirdShopper)).map((o) => o.orderId)).toEqual([order._id]);
    const accepted = await w.call(w.thirdShopper, 'POST', `/api/staff/offers/${order._id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.order).toMatchObject({
      status: 'accepted_by_shopper',
      personalShopperId: { name: 'Third Shopper' },
    });
    const timeline = accepted.body.data.order.timeline as { status: string; updatedBy: { name: string } }[];
    expect(timeline.at(-1)).toMatchObject({
      status: 'accepted_by_shopper',
      updatedBy: { name: 'Third Shopper' },
    });

    const admin = await w.call(w.admin, 'GET', '/api/admin/shifts');
    expect(admin.body.data.onDuty).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ravi Shopper', activeOrders: 1, openOffers: 0 }),
        expect.objectContaining({
          name: 'Third Shopper',
          activeOrders: 1,
          shop: { _id: w.shop.id, name: w.shop.name },
        }),
      ]),
    );
  });

  it('going off duty hands the waiting offer to the next person at once', async () => {
    w.at(400);
    const order = await w.place();
    await w.settle();
    // Both hold one order now; the first shopper has been idle longer.
    expect((await w.offersOf(w.shopper)).map((o) => o.orderId)).toEqual([order._id]);
    await w.shift(w.shopper, { action: 'end' });
    await w.settle();
    expect((await w.call(w.shopper, 'GET', '/api/staff/shift')).body.data.current).toBeNull();
    expect((await w.offersOf(w.thirdShopper)).map((o) => o.orderId)).toEqual([order._id]);
    const admin = await w.call(w.admin, 'GET', '/api/admin/shifts');
    expect(admin.body.data.onDuty.map((p: { name: string }) => p.name)).toEqual(['Third Shopper']);
  });

  it('an admin can switch manual claiming on: then anyone may take an offered order', async () => {
    const order = (await w.offersOf(w.thirdShopper))[0]!;
    const refused = await w.call(w.otherShopper, 'POST', `/api/shopper/orders/${order.orderId}/accept`);
    expect(refused.status).toBe(409);
    expect((await w.call(w.shopper, 'PUT', '/api/admin/dispatch', { manualClaiming: true })).status).toBe(
      403,
    );
    const on = await w.call(w.admin, 'PUT', '/api/admin/dispatch', { manualClaiming: true });
    expect(on.body.data).toEqual({ manualClaiming: true });
    const taken = await w.call(w.otherShopper, 'POST', `/api/shopper/orders/${order.orderId}/accept`);
    expect(taken.status).toBe(200);
    expect(await w.offersOf(w.thirdShopper)).toEqual([]);
    const late = await w.call(w.thirdShopper, 'POST', `/api/staff/offers/${order.orderId}/accept`);
    expect(late.status).toBe(409);
    await w.call(w.admin, 'PUT', '/api/admin/dispatch', { manualClaiming: false });
  });

  it('refuses bad shift requests with a 4xx and changes nothing', async () => {
    const cases: [unknown, number][] = [
      [{ action: 'pause' }, 422],
      [{ action: 'start', shopId: 'not-an-id' }, 422],
      [{ action: 'start', shopId: '00000000-0000-4000-8000-000000000000' }, 422],
    ];
    for (const [body, status] of cases)
      expect((await w.call(w.otherShopper, 'POST', '/api/staff/shift', body)).status).toBe(status);
    expect((await w.call(w.customer, 'POST', '/api/staff/shift', { action: 'start' })).status).toBe(403);
    expect((await w.call(w.otherShopper, 'GET', '/api/staff/shift')).body.data.current).toBeNull();
    expect((await w.call(w.shopper, 'GET', '/api/admin/shifts')).status).toBe(403);
  });
});
