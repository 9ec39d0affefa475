import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../test/lifecycle-fixtures.js';
import { type ClientSocket, connectSocket, listen, nextEvent, record } from '../../test/realtime.js';
import { createTestUser } from '../../test/users.js';

/**
 * Staff sockets through the real path: API calls by real actors, events heard on real sockets. Each
 * check of "nobody else" waits for a round trip on the silent socket: the server wrote every copy of an
 * event before the one that arrived, so anything sent to the silent socket would be there by then.
 */
const flush = (socket: ClientSocket) =>
  new Promise<void>((resolve) => socket.emit('ping', 'flush', () => resolve()));

describe('staff realtime', () => {
  let w: LifecycleWorld;
  let url: string;
  const open: ClientSocket[] = [];
  const connect = async (token: string) => {
    const socket = await connectSocket(url, token);
    open.push(socket);
    return socket;
  };
  let shopper: ClientSocket;
  let otherShopper: ClientSocket;
  let delivery: ClientSocket;
  let admin: ClientSocket;
  let customer: ClientSocket;

  beforeAll(async () => {
    w = await createLifecycleWorld({ shop: { latitude: 12.98, longitude: 77.6 } });
    url = await listen(w.t.app);
    shopper = await connect(w.shopper.token);
    otherShopper = await connect(w.otherShopper.token);
    delivery = await connect(w.delivery.token);
    admin = await connect(w.admin.token);
    customer = await connect(w.customer.token);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await w.close();
  });

  it('tells every shopper of a new order as a card once dispatch found nobody on duty, and that it was taken, and nobody else', async () => {
    const notForThem = [delivery, customer, admin].map((s) => record(s, 'newOrderAvailable'));
    const seenByOther = nextEvent(otherShopper, 'newOrderAvailable');
    const seen = nextEvent(shopper, 'newOrderAvailable');
    const order = await w.place({ quantities: [1, 2, 0] });
    // Issue 45: the card goes to everyone only when dispatch (a job) found nobody on duty to offer it to.
    await w.t.app.jobs.runDue();
    const card = (await seen).order;
    expect(card).toMatchObject({ _id: order._id, itemCount: 3, deliveryOTP: null });
    expect(card.distanceKm).toBeGreaterThan(0);
    expect(card.deliveryAddress.contactPhone).toBe('');
    expect((await seenByOther).order._id).toBe(order._id);

    const taken = [shopper, otherShopper].map((s) =>
      nextEvent(s, 'orderTaken', (e) => e.orderId === order._id),
    );
    const mine = nextEvent(shopper, 'staffOrderUpdate', (e) => e.order._id === order._id);
    const board = nextEvent(admin, 'adminOrderUpdate', (e) => e.order.status === 'accepted_by_shopper');
    const theirUpdates = record(otherShopper, 'staffOrderUpdate');
    await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
    await Promise.all(taken);
    expect((await mine).order).toMatchObject({ status: 'accepted_by_shopper' });
    expect((await board).order._id).toBe(order._id);
    await Promise.all([delivery, customer, admin, otherShopper].map(flush));
    expect(notForThem.flat()).toEqual([]);
    expect(theirUpdates).toEqual([]);
  });

  it("follows the order for its shopper and delivery person, never with the customer's code", async () => {
    const order = await w.place();
    const ready = nextEvent(delivery, 'readyForDelivery', (e) => e.order._id === order._id);
    const shopperUpdates = record(shopper, 'staffOrderUpdate');
    const adminUpdates = record(admin, 'adminOrderUpdate');
    await walkTo(w, order._id, 'bill_approved');
    await w.t.app.jobs.runDue();
    expect((await ready).order).toMatchObject({ status: 'bill_approved', itemCount: 6, deliveryOTP: null });

    const gone = nextEvent(delivery, 'orderTaken', (e) => e.orderId === order._id);
    const claimedForShopper = nextEvent(shopper, 'staffOrderUpdate', (e) =>
      e.order.timeline.some((t) => t.note === 'Dev Delivery will deliver this order'),
    );
    await w.call(w.delivery, 'POST', `/api/delivery/orders/${order._id}/claim`);
    await gone;
    await claimedForShopper;

    const carrierSees = nextEvent(delivery, 'staffOrderUpdate', (e) => e.order.status === 'out_for_delivery');
    const shopperSees = nextEvent(shopper, 'staffOrderUpdate', (e) => e.order.status === 'out_for_delivery');
    const adminSees = nextEvent(admin, 'adminOrderUpdate', (e) => e.order.status === 'out_for_delivery');
    const customerSees = nextEvent(customer, 'orderStatusUpdate', (e) => e.status === 'out_for_delivery');
    await w.call(w.delivery, 'PUT', `/api/shopper/orders/${order._id}/status`, {
      status: 'out_for_delivery',
    });
    expect((await customerSees).deliveryOTP).toMatch(/^\d{4}$/);
    for (const event of [await carrierSees, await shopperSees, await adminSees])
      expect(event.order.deliveryOTP).toBeNull();
    expect(shopperUpdates.map((e) => e.order.status)).toEqual(
      expect.arrayContaining(['accepted_by_shopper', 'final_shopping', 'bill_uploaded', 'bill_approved']),
    );
    expect(adminUpdates.every((e) => e.order.deliveryOTP === null)).toBe(true);
  });

  it("brings the customer's inquiries to the order's shopper and the admins only", async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'shopper_at_shop');
    const placedAt = new Date(order.createdAt);
    w.t.setNow(new Date(placedAt.getTime() + 20 * 60_000));
    try {
      const others = [otherShopper, delivery, customer].map((s) => record(s, 'orderInquiry'));
      const toShopper = nextEvent(shopper, 'orderInquiry', (e) => e.orderId === order._id);
      const toAdmin = nextEvent(admin, 'orderInquiry', (e) => e.orderId === order._id);
      const made = await w.call(w.customer, 'POST', `/api/orders/${order._id}/inquiry`, {
        method: 'whatsapp',
      });
      expect(made.status).toBe(200);
      expect((await toShopper).inquiry).toMatchObject({ method: 'whatsapp' });
      expect((await toAdmin).inquiry.method).toBe('whatsapp');
      await Promise.all([otherShopper, delivery, customer].map(flush));
      expect(others.flat()).toEqual([]);

      // Read back when the order screen opens: the order's shopper and admins only.
      const listed = await w.call(w.shopper, 'GET', `/api/shopper/orders/${order._id}/inquiries`);
      expect(listed.body.data.inquiries).toEqual([(await toShopper).inquiry]);
      expect((await w.call(w.otherShopper, 'GET', `/api/shopper/orders/${order._id}/inquiries`)).status).toBe(
        404,
      );
      expect((await w.call(w.customer, 'GET', `/api/shopper/orders/${order._id}/inquiries`)).status).toBe(
        403,
      );
      const detail = await w.call(w.admin, 'GET', `/api/admin/orders/${order._id}`);
      expect(detail.body.data.inquiries).toEqual([(await toShopper).inquiry]);
    } finally {
      w.t.setNow(null);
    }
  });

  it('puts staff in their role room only; a customer cannot join a staff room', async () => {
    const late = await createTestUser(w.t, { role: 'shopper' });
    const lateSocket = await connect(late.token);
    const answer = await new Promise<{ ok: boolean }>((resolve) =>
      customer.emit('join', 'shoppers', resolve),
    );
    expect(answer.ok).toBe(false);
    const heard = nextEvent(lateSocket, 'newOrderAvailable');
    const customerHeard = record(customer, 'newOrderAvailable');
    lateSocket.emit('leave', 'shoppers');
    await w.place();
    await heard;
    await flush(customer);
    expect(customerHeard).toEqual([]);
  });
});
