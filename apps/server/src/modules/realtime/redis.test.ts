import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { announceOrderChange, connectSocket, insertOrder, listen, nextEvent } from '../../test/realtime.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

/** The Redis of this machine and of CI; the contract's multi-process set-up needs it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two server processes (two app instances on one database, joined by Redis): an order change announced
 * on one reaches the customer connected to the other, and a client dropped from one process recovers
 * its missed packets when it reconnects to the other.
 */
describe('realtime across server processes (REDIS_URL)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL } });
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    db = t.database.db as Db;
    firstUrl = await listen(t.app);
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('delivers an event sent by one process to a customer connected to the other', async () => {
    const customer = await createTestUser(t);
    const order = await insertOrder(db, customer.id);
    const socket = await connectSocket(secondUrl, customer.token);
    try {
      const update = nextEvent(socket, 'orderStatusUpdate', (e) => e.orderId === order._id);
      await announceOrderChange(t.app, order, 'accepted_by_shopper', 'accept');
      expect(await update).toMatchObject({ orderId: order._id, status: 'accepted_by_shopper' });
    } finally {
      socket.close();
    }
  });

  it('recovers missed packets when the client reconnects to the other process', async () => {
    const customer = await createTestUser(t);
    const order = await insertOrder(db, customer.id);
    const socket = await connectSocket(secondUrl, customer.token);
    try {
      const first = nextEvent(socket, 'orderStatusUpdate');
      await announceOrderChange(second, order, 'accepted_by_shopper', 'accept');
      await first;

      const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
      const id = socket.id!;
      socket.io.engine.close();
      await dropped;
      while (second.realtime.io.of('/').sockets.has(id)) await new Promise((r) => setTimeout(r, 10));

      await announceOrderChange(
        t.app,
        { ...order, status: 'accepted_by_shopper' },
        'shopper_at_shop',
        'arrive_at_shop',
      );

      // A load balancer would send the reconnect anywhere: point the client's manager at the other process.
      (socket.io as unknown as { uri: string }).uri = firstUrl;
      const missed = nextEvent(socket, 'orderStatusUpdate', (e) => e.status === 'shopper_at_shop');
      const reconnected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.connect();
      await reconnected;
      expect(socket.recovered).toBe(true);
      expect(await missed).toMatchObject({ orderId: order._id, status: 'shopper_at_shop' });
    } finally {
      socket.close();
    }
  });
});
