import type { Order } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import type { TestUser } from '../../../test/users.js';

/**
 * Issue 29: the order lists carry each order's unread messages for the viewer's side (the customer
 * counts the staff's messages, staff count the customer's), through HTTP on real SQL.
 */
let w: LifecycleWorld;

beforeAll(async () => {
  w = await createLifecycleWorld({ shop: { inquiryAvailableTime: 0 } });
});
afterAll(async () => {
  await w?.close();
});

const say = async (user: TestUser, orderId: string, text: string) => {
  const sent = await w.call(user, 'POST', `/api/orders/${orderId}/messages`, { text });
  expect(sent.status, sent.body.message).toBe(201);
};
const unreadIn = (orders: Order[]) => new Map(orders.map((o) => [o._id, o.unreadMessages]));

describe('unread messages on the order lists', () => {
  it('counts per order and per viewer, and a read conversation drops to 0 for that side only', async () => {
    const a = await w.place();
    const b = await w.place();
    const c = await w.place();
    await walkTo(w, a._id, 'accepted_by_shopper');
    await walkTo(w, c._id, 'bill_approved');
    await say(w.customer, a._id, 'Is the dal fresh?');
    await say(w.customer, a._id, 'Please call me');
    await say(w.shopper, a._id, 'Yes, packed today');
    await say(w.customer, b._id, 'Please hurry');
    await say(w.customer, c._id, 'Leave it at the gate');

    const customer = async () =>
      unreadIn((await w.call(w.customer, 'GET', '/api/orders/customer?limit=50')).body.data);
    const shopperActive = async () =>
      unreadIn((await w.call(w.shopper, 'GET', '/api/shopper/orders?scope=active')).body.data.orders);
    const board = async () =>
      unreadIn((await w.call(w.admin, 'GET', '/api/admin/orders?active=true')).body.data.orders);

    const mine = await customer();
    expect([mine.get(a._id), mine.get(b._id), mine.get(c._id)]).toEqual([1, 0, 0]);
    const working = await shopperActive();
    expect([working.get(a._id), working.get(c._id)]).toEqual([2, 1]);
    expect(working.has(b._id)).toBe(false);
    const all = await board();
    expect([all.get(a._id), all.get(b._id), all.get(c._id)]).toEqual([2, 1, 1]);
    const ready = unreadIn((await w.call(w.delivery, 'GET', '/api/delivery/orders/ready')).body.data.orders);
    expect(ready.get(c._id)).toBe(1);

    // The customer reads A: their count drops, the shopper's (the customer's messages) stays.
    expect((await w.call(w.customer, 'POST', `/api/orders/${a._id}/messages/read`)).status).toBe(200);
    expect((await customer()).get(a._id)).toBe(0);
    expect((await shopperActive()).get(a._id)).toBe(2);
    // The shopper reads A: the staff side's count drops, for the board too.
    expect((await w.call(w.shopper, 'POST', `/api/orders/${a._id}/messages/read`)).status).toBe(200);
    expect((await shopperActive()).get(a._id)).toBe(0);
    expect((await board()).get(a._id)).toBe(0);
  });
});
