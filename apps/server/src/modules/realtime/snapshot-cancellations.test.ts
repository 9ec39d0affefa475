import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  insertOrder,
  nextEvent,
  type RealtimeTestApp,
  startRealtimeApp,
  updateOrderRow,
} from '../../test/realtime.js';
import { createTestUser } from '../../test/users.js';
import { SNAPSHOT_CANCELLED_WITHIN_MS } from '../orders/customer/snapshot.js';

/** Issue 13: a customer who was away when an order was cancelled learns it, with the reason, on connecting. */
describe('the orders snapshot and cancellations', () => {
  let rt: RealtimeTestApp;
  beforeAll(async () => {
    rt = await startRealtimeApp();
  });
  afterEach(() => rt.closeSockets());
  afterAll(async () => rt.t.close());

  it('includes orders cancelled in the last day, with who cancelled and why; not older ones nor others', async () => {
    const customer = await createTestUser(rt.t);
    const other = await createTestUser(rt.t);
    const active = await insertOrder(rt.db, customer.id);
    const cancelled = await insertOrder(rt.db, customer.id);
    const longAgo = await insertOrder(rt.db, customer.id);
    const delivered = await insertOrder(rt.db, customer.id);
    const someoneElses = await insertOrder(rt.db, other.id);
    await updateOrderRow(rt.db, cancelled._id, {
      status: 'cancelled',
      cancelledBy: 'shopper',
      cancellationReason: 'Shop is closed for a festival',
    });
    await updateOrderRow(rt.db, longAgo._id, {
      status: 'cancelled',
      cancelledBy: 'admin',
      updatedAt: new Date(Date.now() - SNAPSHOT_CANCELLED_WITHIN_MS - 60_000),
    });
    await updateOrderRow(rt.db, delivered._id, { status: 'delivered', deliveredAt: new Date() });
    await updateOrderRow(rt.db, someoneElses._id, { status: 'cancelled', cancelledBy: 'admin' });

    let snapshot: ReturnType<typeof nextEvent<'ordersSnapshot'>> | undefined;
    await rt.connect(customer.token, {
      before: (s) => {
        snapshot = nextEvent(s, 'ordersSnapshot');
      },
    });
    const { orders } = await snapshot!;
    const byId = new Map(orders.map((o) => [o._id, o]));
    expect([...byId.keys()].sort()).toEqual([active._id, cancelled._id].sort());
    expect(byId.get(cancelled._id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'shopper',
      cancellationReason: 'Shop is closed for a festival',
    });
  });
});
