import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  announceOrderChange,
  insertOrder,
  nextEvent,
  type RealtimeTestApp,
  startRealtimeApp,
} from '../../test/realtime.js';
import { createTestUser } from '../../test/users.js';

/** A reconnecting client loses nothing: missed packets are replayed, or it gets a snapshot. */
describe('realtime reconnection', () => {
  let rt: RealtimeTestApp;
  beforeAll(async () => {
    rt = await startRealtimeApp();
  });
  afterEach(() => rt.closeSockets());
  afterAll(async () => rt.t.close());

  /** Waits until this server no longer holds the socket (the close has reached it). */
  const goneFromServer = async (id: string | undefined) => {
    while (id && rt.t.app.realtime.io.of('/').sockets.has(id)) await new Promise((r) => setTimeout(r, 10));
  };

  it('replays a change missed during a dropped connection', async () => {
    const customer = await createTestUser(rt.t);
    const order = await insertOrder(rt.db, customer.id);
    // The first connection's snapshot is read from the database; wait for it, so it is not still in
    // flight when the connection drops (it would then be replayed on recovery like any other packet).
    let initialSnapshot: Promise<unknown> = Promise.resolve();
    const socket = await rt.connect(customer.token, {
      before: (s) => {
        initialSnapshot = nextEvent(s, 'ordersSnapshot');
      },
    });
    await initialSnapshot;
    const first = nextEvent(socket, 'orderStatusUpdate');
    await announceOrderChange(rt.t.app, order, 'accepted_by_shopper', 'accept');
    await first;

    // The network drops (not a logout): the transport closes under the socket.
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    const id = socket.id;
    socket.io.engine.close();
    await dropped;
    await goneFromServer(id);

    // The change is pushed while the socket is away: another tab of the customer's sees the push, so the
    // reconnect below starts only once it has been sent (the push reads the database first, and under
    // load it could otherwise land after the reconnect and arrive live instead of replayed).
    const otherTab = await rt.connect(customer.token);
    const pushed = nextEvent(otherTab, 'orderStatusUpdate', (e) => e.status === 'shopper_at_shop');
    await announceOrderChange(
      rt.t.app,
      { ...order, status: 'accepted_by_shopper' },
      'shopper_at_shop',
      'arrive_at_shop',
    );
    await pushed;

    const missed = nextEvent(socket, 'orderStatusUpdate', (e) => e.status === 'shopper_at_shop');
    const snapshots: unknown[] = [];
    socket.on('ordersSnapshot', (s) => snapshots.push(s));
    const reconnected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.connect();
    await reconnected;
    expect(socket.recovered).toBe(true);
    expect(await missed).toMatchObject({ orderId: order._id, status: 'shopper_at_shop' });
    expect(snapshots).toEqual([]);
  });

  it('sends the current state when the connection cannot be recovered', async () => {
    const customer = await createTestUser(rt.t);
    const order = await insertOrder(rt.db, customer.id);
    const socket = await rt.connect(customer.token);
    const id = socket.id;
    socket.disconnect();
    await goneFromServer(id);

    await announceOrderChange(rt.t.app, order, 'accepted_by_shopper', 'accept');

    const snapshot = nextEvent(socket, 'ordersSnapshot');
    socket.connect();
    const { orders } = await snapshot;
    expect(socket.recovered).toBe(false);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ _id: order._id, status: 'accepted_by_shopper' });
  });
});
