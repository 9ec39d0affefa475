import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claim, deliveredOrder } from '../../../test/claim-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld } from '../../../test/lifecycle-fixtures.js';
import { type ClientSocket, connectSocket, listen, nextEvent, record } from '../../../test/realtime.js';

/** A round trip on a socket: anything the server sent it before the answer has arrived by then. */
const flush = (socket: ClientSocket) =>
  new Promise<void>((resolve) => socket.emit('ping', 'flush', () => resolve()));

/**
 * Issue 44 point 1, through real sockets: a claim's decision reaches its customer's open order page, and
 * a new claim the admins' Problems queue, as `order:claim`; nobody else hears of it.
 */
describe('claims, live', () => {
  let w: LifecycleWorld;
  const open: ClientSocket[] = [];
  let customer: ClientSocket;
  let admin: ClientSocket;
  let bystanders: ClientSocket[];

  beforeAll(async () => {
    w = await createLifecycleWorld();
    const url = await listen(w.t.app);
    const connect = async (token: string) => {
      const socket = await connectSocket(url, token);
      open.push(socket);
      return socket;
    };
    customer = await connect(w.customer.token);
    admin = await connect(w.admin.token);
    bystanders = [await connect(w.otherCustomer.token), await connect(w.shopper.token)];
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await w?.close();
  });

  it('a claim approved at once reaches its customer and the admins as it is filed', async () => {
    const order = await deliveredOrder(w);
    const overheard = bystanders.map((s) => record(s, 'order:claim'));
    const toCustomer = nextEvent(customer, 'order:claim', (e) => e.orderId === order._id);
    const toAdmins = nextEvent(admin, 'order:claim', (e) => e.orderId === order._id);
    const bread = order.items.find((i) => i.name === 'Bread')!.itemId;
    const r = await claim(w, order._id, { lines: [{ itemId: bread, reason: 'damaged', quantity: 1 }] });
    expect(r.status).toBe(201);
    const expected = { orderId: order._id, claimId: r.body.data.claim.id, status: 'approved' };
    expect(await toCustomer).toEqual(expected);
    expect(await toAdmins).toEqual(expected);
    await Promise.all(bystanders.map(flush));
    expect(overheard.flat()).toEqual([]);
  });

  it("a claim for an admin appears in the queue live, and the admin's decision reaches the customer's page", async () => {
    const order = await deliveredOrder(w);
    // ₹120 + 2 × ₹30 + ₹45 = ₹225: above the ₹200 of automatic approval, so it waits for an admin.
    const lines = order.items.map((i) => ({
      itemId: i.itemId,
      reason: 'damaged',
      quantity: i.name === 'Amul Milk' ? 2 : 1,
    }));
    const queued = nextEvent(admin, 'order:claim', (e) => e.orderId === order._id);
    const filed = await claim(w, order._id, { lines });
    expect(filed.status).toBe(201);
    const claimId = filed.body.data.claim.id;
    expect(await queued).toEqual({ orderId: order._id, claimId, status: 'in_review' });

    const overheard = bystanders.map((s) => record(s, 'order:claim'));
    const decidedForCustomer = nextEvent(customer, 'order:claim', (e) => e.status !== 'in_review');
    const decidedForAdmins = nextEvent(admin, 'order:claim', (e) => e.status !== 'in_review');
    const decide = await w.call(w.admin, 'POST', `/api/admin/claims/${claimId}/decide`, {
      lines: lines.map((l) => ({ itemId: l.itemId, approve: false, reason: 'The photo shows it whole' })),
    });
    expect(decide.status).toBe(200);
    expect(await decidedForCustomer).toEqual({ orderId: order._id, claimId, status: 'refused' });
    expect(await decidedForAdmins).toEqual({ orderId: order._id, claimId, status: 'refused' });
    await Promise.all(bystanders.map(flush));
    expect(overheard.flat()).toEqual([]);
  });
});
