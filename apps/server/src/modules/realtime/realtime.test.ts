import { customerRoom, SOCKET_MESSAGES } from '@jhola/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  announceOrderChange,
  connectSocket,
  insertOrder,
  nextEvent,
  type RealtimeTestApp,
  record,
  startRealtimeApp,
  updateOrderRow,
} from '../../test/realtime.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { SessionRepository } from '../auth/session-repository.js';

describe('realtime socket', () => {
  let rt: RealtimeTestApp;
  beforeAll(async () => {
    rt = await startRealtimeApp();
  });
  afterEach(() => rt.closeSockets());
  afterAll(async () => rt.t.close());

  it('refuses a socket without a token, with a clear message', async () => {
    await expect(connectSocket(rt.url, undefined)).rejects.toThrow(SOCKET_MESSAGES.authRequired);
    await expect(connectSocket(rt.url, 'not-a-token')).rejects.toThrow(SOCKET_MESSAGES.authRequired);
  });

  it('refuses a socket whose session has ended, and logout closes the open one at once', async () => {
    const customer = await createTestUser(rt.t);
    const socket = await rt.connect(customer.token);
    expect(socket.connected).toBe(true);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const logout = await rt.t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: customer.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connectSocket(rt.url, customer.token)).rejects.toThrow(SOCKET_MESSAGES.authRequired);
  });

  it('closes, at the periodic check, a socket whose session ended without an event', async () => {
    const customer = await createTestUser(rt.t);
    const socket = await rt.connect(customer.token);
    // Ended straight in the database (another process, an operator): no event reaches this process.
    await new SessionRepository(rt.t.database.db).revokeAllForUser(customer.id, new Date());
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await rt.t.app.realtime.sweepSessions()).toBe(1);
    expect(await closed).toBe('io server disconnect');
  });

  it("closes a session's sockets at once when the session ends", async () => {
    const customer = await createTestUser(rt.t);
    const socket = await rt.connect(customer.token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    rt.t.app.ctx.events.emit('session.ended', { userId: customer.id });
    expect(await closed).toBe('io server disconnect');
  });

  it("pushes an order's changes to its customer and to nobody else, one event a change with the whole order", async () => {
    const [asha, bina] = [await createTestUser(rt.t), await createTestUser(rt.t)];
    const [ashaSocket, binaSocket] = [await rt.connect(asha.token), await rt.connect(bina.token)];
    const ashaUpdates = record(ashaSocket, 'orderStatusUpdate');
    const binaUpdates = record(binaSocket, 'orderStatusUpdate');
    const ashaOrder = await insertOrder(rt.db, asha.id);
    const binaOrder = await insertOrder(rt.db, bina.id);

    const update = nextEvent(ashaSocket, 'orderStatusUpdate', (e) => e.orderId === ashaOrder._id);
    const fresh = await announceOrderChange(rt.t.app, ashaOrder, 'accepted_by_shopper', 'accept');
    expect(await update).toMatchObject({
      orderId: ashaOrder._id,
      status: 'accepted_by_shopper',
      action: 'accept',
      message: 'Your personal shopper has accepted your order.',
      shopperName: 'Ravi Kumar',
      order: { _id: ashaOrder._id, status: 'accepted_by_shopper', updatedAt: fresh.updatedAt },
    });

    // Bina's own change is sent after Asha's from the same process: once it arrives, Asha's would have too.
    const own = nextEvent(binaSocket, 'orderStatusUpdate', (e) => e.orderId === binaOrder._id);
    await announceOrderChange(rt.t.app, binaOrder, 'accepted_by_shopper', 'accept');
    await own;
    expect(binaUpdates.map((e) => e.orderId)).toEqual([binaOrder._id]);
    expect(ashaUpdates.map((e) => e.orderId)).toEqual([ashaOrder._id]);
  });

  it('sends the cancellation with its reason, and the delivery code only to the customer', async () => {
    const customer = await createTestUser(rt.t);
    const socket = await rt.connect(customer.token);
    const order = await insertOrder(rt.db, customer.id);
    await updateOrderRow(rt.db, order._id, { deliveryOtp: '4821' });

    const otp = nextEvent(socket, 'orderStatusUpdate', (e) => e.status === 'out_for_delivery');
    // The event built from the shopper's view carries no code; the customer's socket still gets it.
    const fresh = await announceOrderChange(rt.t.app, order, 'out_for_delivery', 'out_for_delivery');
    expect(fresh.deliveryOTP).toBe('4821');
    expect(await otp).toMatchObject({
      deliveryOTP: '4821',
      deliveryPartner: { name: 'Ravi Kumar' },
      order: { deliveryOTP: '4821' },
    });

    const update = nextEvent(socket, 'orderStatusUpdate', (e) => e.status === 'cancelled');
    await announceOrderChange(rt.t.app, order, 'cancelled', 'cancel', { reason: 'Shop closed early' });
    const last = await update;
    expect(last).toMatchObject({ orderId: order._id, action: 'cancel', reason: 'Shop closed early' });
    expect(last.deliveryOTP).toBeUndefined();
    expect(last.order?.deliveryOTP).toBeNull();
  });

  it("refuses to join or register for another customer's room", async () => {
    const [asha, bina] = [await createTestUser(rt.t), await createTestUser(rt.t)];
    const [, binaSocket] = [await rt.connect(asha.token), await rt.connect(bina.token)];
    const joined = await binaSocket.emitWithAck('join', customerRoom(asha.id));
    expect(joined).toEqual({ ok: false, message: SOCKET_MESSAGES.notYourRoom });
    const registered = await binaSocket.emitWithAck('registerCustomer', asha.id);
    expect(registered).toEqual({ ok: false, message: SOCKET_MESSAGES.notYourRoom });
    expect(await binaSocket.emitWithAck('registerCustomer', bina.id)).toEqual({ ok: true });
    expect(await binaSocket.emitWithAck('join', customerRoom(bina.id))).toEqual({ ok: true });

    const binaUpdates = record(binaSocket, 'orderStatusUpdate');
    const ashaOrder = await insertOrder(rt.db, asha.id);
    const binaOrder = await insertOrder(rt.db, bina.id);
    await announceOrderChange(rt.t.app, ashaOrder, 'accepted_by_shopper', 'accept');
    const own = nextEvent(binaSocket, 'orderStatusUpdate', (e) => e.orderId === binaOrder._id);
    await announceOrderChange(rt.t.app, binaOrder, 'accepted_by_shopper', 'accept');
    await own;
    expect(binaUpdates.map((e) => e.orderId)).toEqual([binaOrder._id]);
  });

  it('answers heartbeat and ping with the server time', async () => {
    const customer = await createTestUser(rt.t);
    const socket = await rt.connect(customer.token);
    const response = nextEvent(socket, 'heartbeatResponse');
    socket.emit('heartbeat', {
      timestamp: new Date().toISOString(),
      userId: customer.id,
      userType: 'customer',
    });
    expect(Date.parse((await response).timestamp)).not.toBeNaN();
    const pong = await socket.emitWithAck('ping', { at: Date.now() });
    expect(Date.parse(pong.timestamp)).not.toBeNaN();
  });

  it('sends a fresh connection the current state of its active orders', async () => {
    const customer: TestUser = await createTestUser(rt.t);
    const active = await insertOrder(rt.db, customer.id);
    const done = await insertOrder(rt.db, customer.id);
    await updateOrderRow(rt.db, done._id, { status: 'delivered' });

    // Listening before connecting, as the app does, so the snapshot cannot slip past.
    let snapshot: ReturnType<typeof nextEvent<'ordersSnapshot'>> | undefined;
    await rt.connect(customer.token, {
      before: (s) => {
        snapshot = nextEvent(s, 'ordersSnapshot');
      },
    });
    const { orders } = await snapshot!;
    expect(orders.map((o) => o._id)).toEqual([active._id]);
    expect(orders[0]).toMatchObject({ status: 'pending_shopper', customerId: customer.id });
  });
});
