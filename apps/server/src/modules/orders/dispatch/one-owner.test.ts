import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatchWorld, type DispatchWorld } from '../../../test/dispatch-fixtures.js';
import { walkTo } from '../../../test/lifecycle-fixtures.js';
import { type ClientSocket, connectSocket, listen, nextEvent, record } from '../../../test/realtime.js';
import type { TestUser } from '../../../test/users.js';

/** A round trip on a socket: anything the server sent it before the answer has arrived by then. */
const flush = (socket: ClientSocket) =>
  new Promise<void>((resolve) => socket.emit('ping', 'flush', () => resolve()));

type Entry = { status: string; note: string; updatedBy: { role: string; name: string } | null };

/**
 * Issue 45, "exactly one person owns each step", through real sockets and HTTP on the injected clock:
 * with dispatch automatic (manual claiming off) a new order reaches only the shopper it is offered to
 * (and the admins), a ready order only the rider it is offered to; everyone's list gets it only when
 * nobody on duty took it; every offer, time-out, refusal and assignment is on the order's timeline,
 * which the customer reads in their language.
 */
describe('one owner per step', () => {
  let w: DispatchWorld;
  const open: ClientSocket[] = [];
  const sockets = {} as Record<'shopper' | 'otherShopper' | 'delivery' | 'rider2' | 'admin', ClientSocket>;
  const timelineOf = async (orderId: string, language = 'en') => {
    const r = await w.t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { ...w.customer.headers, 'accept-language': language },
    });
    return (r.json() as { data: { order: { timeline: Entry[] } } }).data.order.timeline;
  };
  const availableTo = async (who: TestUser, list: 'shopper' | 'delivery') => {
    const r = await w.call(
      who,
      'GET',
      list === 'shopper' ? '/api/shopper/orders/available' : '/api/delivery/orders/ready',
    );
    return (r.body.data.orders as { _id: string }[]).map((o) => o._id);
  };

  beforeAll(async () => {
    w = await createDispatchWorld();
    const url = await listen(w.t.app);
    for (const name of Object.keys({
      shopper: 0,
      otherShopper: 0,
      delivery: 0,
      rider2: 0,
      admin: 0,
    }) as (keyof typeof sockets)[]) {
      const socket = await connectSocket(url, w[name].token);
      open.push(socket);
      sockets[name] = socket;
    }
    w.at(0);
    await w.shift(w.shopper, { action: 'start', shopId: w.shop.id });
    await w.shift(w.delivery, { action: 'start', area: 'MG Road' });
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await w?.close();
  });

  it('a new order reaches only the shopper offered it and the admins; the list of everyone only once nobody on duty took it', async () => {
    w.at(60);
    const cards = [sockets.shopper, sockets.otherShopper].map((s) => record(s, 'newOrderAvailable'));
    const toAdmins = nextEvent(sockets.admin, 'adminOrderUpdate');
    const offered = nextEvent(sockets.shopper, 'order:offer');
    const strayOffers = record(sockets.otherShopper, 'order:offer');
    const order = await w.place();
    expect((await toAdmins).order._id).toBe(order._id);
    await w.settle();
    expect((await offered).orderId).toBe(order._id);
    await Promise.all([sockets.shopper, sockets.otherShopper].map(flush));
    expect(cards.flat()).toEqual([]);
    expect(strayOffers).toEqual([]);
    expect(await availableTo(w.otherShopper, 'shopper')).not.toContain(order._id);

    // Ravi lets it run out; nobody else is on duty: now every shopper's list gets it, live.
    const card = nextEvent(sockets.otherShopper, 'newOrderAvailable', (e) => e.order._id === order._id);
    w.at(121);
    await w.settle();
    expect((await card).order).toMatchObject({ _id: order._id, deliveryOTP: null });
    expect(await availableTo(w.otherShopper, 'shopper')).toContain(order._id);

    const notes = (await timelineOf(order._id)).map((e) => e.note);
    expect(notes).toEqual([
      'Order placed',
      'Offered to a shopper on duty',
      'Not accepted in time; no other shopper on duty, so any shopper may take it now',
    ]);
    const taken = await w.call(w.otherShopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
    expect(taken.status).toBe(200);
    expect((await timelineOf(order._id)).at(-1)).toMatchObject({
      status: 'accepted_by_shopper',
      note: 'Second Shopper accepted the order',
    });
  });

  it('an offer accepted is the assignment on the timeline, read by the customer in English and Hindi', async () => {
    w.at(300);
    const order = await w.place();
    await w.settle();
    // The first shopper holds no order (the second took the last one): the offer is Ravi's.
    expect((await w.offersOf(w.shopper)).map((o) => o.orderId)).toEqual([order._id]);
    const declined = await w.call(w.shopper, 'POST', `/api/staff/offers/${order._id}/decline`);
    expect(declined.status).toBe(200);
    await w.settle();
    // Nobody else on duty: open to all, which the timeline says.
    expect((await timelineOf(order._id)).at(-1)?.note).toBe(
      'Declined; no other shopper on duty, so any shopper may take it now',
    );

    w.at(400);
    const next = await w.place();
    await w.settle();
    const accepted = await w.call(w.shopper, 'POST', `/api/staff/offers/${next._id}/accept`);
    expect(accepted.status).toBe(200);
    expect((await timelineOf(next._id)).slice(1)).toMatchObject([
      { status: 'pending_shopper', note: 'Offered to a shopper on duty', updatedBy: null },
      {
        status: 'accepted_by_shopper',
        note: 'Assigned to a shopper: Ravi Shopper',
        updatedBy: { role: 'shopper', name: 'Ravi Shopper' },
      },
    ]);
    expect((await timelineOf(next._id, 'hi')).slice(1).map((e) => e.note)).toEqual([
      'ड्यूटी पर एक शॉपर को दिया गया',
      'शॉपर को सौंपा गया: Ravi Shopper',
    ]);
  });

  it('a ready order reaches only the rider offered it; the rider taking it is on the timeline as assigned', async () => {
    w.at(500);
    const order = await w.place();
    await w.settle();
    const ready = [sockets.delivery, sockets.rider2].map((s) => record(s, 'readyForDelivery'));
    const offered = nextEvent(sockets.delivery, 'order:offer', (o) => o.orderId === order._id);
    await walkTo(w, order._id, 'bill_approved');
    // Ready, and dispatch has not run yet: no rider's list shows it.
    expect(await availableTo(w.rider2, 'delivery')).not.toContain(order._id);
    // A moment later each (the timeline orders its entries by time).
    w.at(510);
    await w.settle();
    expect((await offered).role).toBe('delivery');
    await Promise.all([sockets.delivery, sockets.rider2].map(flush));
    expect(ready.flat()).toEqual([]);
    expect(await availableTo(w.rider2, 'delivery')).not.toContain(order._id);
    const refused = await w.call(w.rider2, 'POST', `/api/delivery/orders/${order._id}/claim`);
    expect(refused.status).toBe(409);

    const shopperHears = nextEvent(
      sockets.shopper,
      'staffOrderUpdate',
      (e) => e.order.deliveryPerson != null,
    );
    w.at(520);
    const accepted = await w.call(w.delivery, 'POST', `/api/staff/offers/${order._id}/accept`);
    expect(accepted.status).toBe(200);
    // The shopper's screen learns at once who carries it (and the server refuses their setting out).
    expect((await shopperHears).order.deliveryPerson).toMatchObject({ name: 'Dev Delivery' });
    const out = await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/status`, {
      status: 'out_for_delivery',
    });
    expect(out.status).toBe(409);
    const notes = (await timelineOf(order._id)).map((e) => e.note);
    expect(notes.slice(-2)).toEqual([
      'Offered to a rider on duty',
      'Rider assigned: Dev Delivery will deliver this order',
    ]);
  });

  it("an order dispatch has yet to look at (its run due, the runner busy) is on nobody's list, then on the offered one's only", async () => {
    // The runner stopped: placement's kick does nothing, as when the pass in hand is still running.
    await w.t.app.jobs.stop();
    try {
      w.at(900);
      const order = await w.place();
      expect(await availableTo(w.otherShopper, 'shopper')).not.toContain(order._id);
      expect(await availableTo(w.thirdShopper, 'shopper')).not.toContain(order._id);
      await w.t.app.jobs.runDue();
      // Offered now (someone is on duty): still on no other shopper's list.
      expect(await availableTo(w.thirdShopper, 'shopper')).not.toContain(order._id);
    } finally {
      await w.t.app.jobs.start();
    }
  });
});
