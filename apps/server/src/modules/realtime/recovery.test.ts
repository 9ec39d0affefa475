import type { Order } from '@jhola/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  type ClientSocket,
  connectSocket,
  insertOrder,
  listen,
  loadOrder,
  nextEvent,
  updateOrderRow,
} from '../../test/realtime.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

/** A reconnecting client loses nothing: missed packets are replayed, or it gets a snapshot. */
describe('realtime reconnection', () => {
  let t: TestApp;
  let url: string;
  let db: Db;
  const open: ClientSocket[] = [];

  const announce = async (order: Order, status: Order['status'], action: 'accept' | 'arrive_at_shop') => {
    await updateOrderRow(db, order._id, { status });
    t.app.ctx.events.emit('order.changed', {
      order: await loadOrder(db, order._id, order.customerId),
      action,
      previousStatus: order.status,
      actor: { id: null, role: 'shopper', name: 'Ravi' },
    });
  };

  /** Waits until this server no longer holds the socket (the close has reached it). */
  const goneFromServer = async (id: string | undefined) => {
    while (id && t.app.realtime.io.of('/').sockets.has(id)) await new Promise((r) => setTimeout(r, 10));
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db as Db;
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => t.close());

  it('replays a change missed during a dropped connection', async () => {
    const customer = await createTestUser(t);
    const order = await insertOrder(db, customer.id);
    const socket = await connectSocket(url, customer.token);
    open.push(socket);
    const first = nextEvent(socket, 'orderStatusUpdate');
    await announce(order, 'accepted_by_shopper', 'accept');
    await first;

    // The network drops (not a logout): the transport closes under the socket.
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    const id = socket.id;
    socket.io.engine.close();
    await dropped;
    await goneFromServer(id);

    await announce({ ...order, status: 'accepted_by_shopper' }, 'shopper_at_shop', 'arrive_at_shop');

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
    const customer = await createTestUser(t);
    const order = await insertOrder(db, customer.id);
    const socket = await connectSocket(url, customer.token);
    open.push(socket);
    const id = socket.id;
    socket.disconnect();
    await goneFromServer(id);

    await announce(order, 'accepted_by_shopper', 'accept');

    const snapshot = nextEvent(socket, 'ordersSnapshot');
    socket.connect();
    const { orders } = await snapshot;
    expect(socket.recovered).toBe(false);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ _id: order._id, status: 'accepted_by_shopper' });
  });
});
