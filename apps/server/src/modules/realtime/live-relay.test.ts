import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { orderLiveEvents } from '../../db/schema/index.js';
import { EventBus } from '../../events/event-bus.js';
import { createLifecycleWorld, type LifecycleWorld } from '../../test/lifecycle-fixtures.js';
import { connectSocket, listen, nextEvent, record } from '../../test/realtime.js';
import { LIVE_EVENT_LEASE_MS, lifecycle } from '../orders/index.js';
import { liveRelay } from './live-relay.js';

/** The Redis of this machine and of CI; two processes reach each other's sockets through it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Issue 48: a status change committed by a process that dies before it pushes the change still reaches the
 * customer's socket on another process (decision 0072). Two apps on one database and Redis: the first
 * makes the changes, the customer's socket is on the second.
 */
describe('the live event outbox', () => {
  let w: LifecycleWorld;
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    // The relay runs when the test says (its timer every JOBS_POLL_MS would race the moved clock).
    w = await createLifecycleWorld({ env: { REDIS_URL, JOBS_POLL_MS: '60000' } });
    w.t.setNow(new Date());
    second = await buildApp({ config: w.t.config, database: w.t.database, logger: false, now: w.t.now });
    await second.ready();
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    await second.close();
    await w.close();
  });

  const later = (ms: number) => w.t.setNow(new Date(w.t.now().getTime() + ms));
  const customerSocket = async () => {
    let snapshot: Promise<unknown> = Promise.resolve();
    const socket = await connectSocket(secondUrl, w.customer.token, {
      before: (s) => {
        snapshot = nextEvent(s, 'ordersSnapshot');
      },
    });
    await snapshot;
    return socket;
  };

  it("relays a change whose process died between its commit and its push, once the writer's lease lapsed", async () => {
    const order = await w.place();
    const socket = await customerSocket();
    try {
      const events = record(socket, 'orderStatusUpdate');
      // The first process commits the step, then dies before any listener of its own runs: its event bus
      // reaches nobody, as a process killed right after the commit pushes nothing.
      const dying = { ...w.t.app.ctx, events: new EventBus() };
      const shopper = { id: w.shopper.id, role: 'shopper' as const, name: w.shopper.name };
      await lifecycle.accept(dying, order._id, shopper);

      // Within the writer's lease nobody relays it: a live writer pushes its own changes.
      later(LIVE_EVENT_LEASE_MS - 1);
      expect(await second.realtime.relayLiveEvents()).toBe(0);

      later(1);
      const heard = nextEvent(socket, 'orderStatusUpdate', (e) => e.orderId === order._id);
      expect(await second.realtime.relayLiveEvents()).toBe(1);
      expect(await heard).toMatchObject({
        orderId: order._id,
        status: 'accepted_by_shopper',
        action: 'accept',
        shopperName: w.shopper.name,
        order: { _id: order._id, status: 'accepted_by_shopper' },
      });
      // Relayed once: the relay deletes what it pushed.
      later(LIVE_EVENT_LEASE_MS);
      expect(await second.realtime.relayLiveEvents()).toBe(0);
      expect(await w.t.app.realtime.relayLiveEvents()).toBe(0);
      expect(events.map((e) => e.status)).toEqual(['accepted_by_shopper']);
    } finally {
      socket.close();
    }
  });

  it('carries the order as it is now when later steps overtook the missed one', async () => {
    const order = await w.place();
    const socket = await customerSocket();
    try {
      const dying = { ...w.t.app.ctx, events: new EventBus() };
      await lifecycle.accept(dying, order._id, { id: w.shopper.id, role: 'shopper', name: w.shopper.name });
      const mine = (status: string) => (e: { orderId: string; status: string }) =>
        e.orderId === order._id && e.status === status;
      const arrived = nextEvent(socket, 'orderStatusUpdate', mine('shopper_at_shop'));
      const step = await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/status`, {
        status: 'shopper_at_shop',
      });
      expect(step.status).toBe(200);
      await arrived;
      // The writer's tick within the lease deletes the step it pushed itself; the missed one stays.
      expect(await w.t.app.realtime.relayLiveEvents()).toBe(0);

      later(LIVE_EVENT_LEASE_MS);
      const missed = nextEvent(socket, 'orderStatusUpdate', mine('accepted_by_shopper'));
      expect(await second.realtime.relayLiveEvents()).toBe(1);
      const relayed = await missed;
      expect(relayed.order).toMatchObject({ status: 'shopper_at_shop' });
      expect(Date.parse(relayed.timestamp)).toBeLessThan(Date.parse(relayed.order!.updatedAt));
    } finally {
      socket.close();
    }
  });

  it('does not relay a change its own process pushed', async () => {
    const order = await w.place();
    const socket = await customerSocket();
    try {
      const events = record(socket, 'orderStatusUpdate');
      const heard = nextEvent(
        socket,
        'orderStatusUpdate',
        (e) => e.orderId === order._id && e.status === 'accepted_by_shopper',
      );
      const accepted = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
      expect(accepted.status).toBe(200);
      await heard;

      // The writer's next tick deletes what it pushed; after the lease, nothing is left to relay.
      await w.t.app.realtime.relayLiveEvents();
      later(LIVE_EVENT_LEASE_MS);
      expect(await second.realtime.relayLiveEvents()).toBe(0);
      expect(events.map((e) => e.status)).toEqual(['accepted_by_shopper']);
    } finally {
      socket.close();
    }
  });

  it('never relays an event its own process still has on the way, however late; relays it once the push fails', async () => {
    const order = await w.place();
    const socket = await customerSocket();
    try {
      const events = record(socket, 'orderStatusUpdate');
      // The step is committed and its push is queued on this process (a loaded process, its queue past
      // the lease): the event is pending on this process's relay.
      const dying = { ...w.t.app.ctx, events: new EventBus() };
      await lifecycle.accept(dying, order._id, { id: w.shopper.id, role: 'shopper', name: w.shopper.name });
      const [row] = await w.t.database.db
        .select({ id: orderLiveEvents.id })
        .from(orderLiveEvents)
        .where(eq(orderLiveEvents.orderId, order._id));
      const relay = liveRelay(w.t.app, w.t.app.realtime.io);
      relay.pending(row!.id);

      later(LIVE_EVENT_LEASE_MS * 2);
      expect(await relay.tick()).toBe(0);
      expect(events).toEqual([]);

      // Its push failed: the event is this process's to relay like any other lapsed one.
      relay.dropped(row!.id);
      const heard = nextEvent(socket, 'orderStatusUpdate', (e) => e.orderId === order._id);
      expect(await relay.tick()).toBe(1);
      expect(await heard).toMatchObject({ status: 'accepted_by_shopper' });
    } finally {
      socket.close();
    }
  });
});
