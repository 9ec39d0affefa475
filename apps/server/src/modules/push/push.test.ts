import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../test/lifecycle-fixtures.js';
import { PushServiceStandIn, type StandInDevice } from '../../test/push-service-stand-in.js';
import { PushSubscriptionRepository } from './repository.js';

let push: PushServiceStandIn;
let world: LifecycleWorld;

beforeAll(async () => {
  push = await new PushServiceStandIn().start();
  world = await createLifecycleWorld({ env: { PUSH_SERVICE_ORIGINS: push.origin } });
});
afterAll(async () => {
  await world.close();
  await push.stop();
});
beforeEach(() => {
  push.received.length = 0;
});

const subscriptionsOf = (userId: string) =>
  new PushSubscriptionRepository(world.t.database.db as Db).listForUser(userId);

const subscribe = (
  user: LifecycleWorld['customer'] | null,
  device: Pick<StandInDevice, 'endpoint' | 'keys'>,
) => world.call(user, 'POST', '/api/me/push-subscriptions', { endpoint: device.endpoint, keys: device.keys });

/** Polls (bounded) until `check` holds: pushes and their clean-up run after the request has answered. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 250; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never held');
}

describe('push subscriptions API', () => {
  it('publishes the VAPID public key in GET /api/config', async () => {
    const { body } = await world.call(null, 'GET', '/api/config');
    expect(body.data.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(body.data.vapidPublicKey, 'base64url')[0]).toBe(4);
  });

  it('keeps one VAPID key pair for every process on the database, made once', async () => {
    const { body } = await world.call(null, 'GET', '/api/config');
    const second = await buildApp({ config: world.t.config, database: world.t.database, logger: false });
    try {
      expect(second.ctx.vapid).toEqual(world.t.app.ctx.vapid);
      const config = await second.inject({ url: '/api/config' });
      expect(config.json().data.vapidPublicKey).toBe(body.data.vapidPublicKey);
    } finally {
      await second.close();
    }
  });

  it('needs a signed-in person', async () => {
    const device = push.device('anonymous');
    expect((await subscribe(null, device)).status).toBe(401);
    expect((await world.call(null, 'GET', '/api/config')).status).toBe(200);
  });

  it('refuses a malformed subscription or a push service it does not know, storing nothing', async () => {
    const { customer } = world;
    const device = push.device('malformed');
    const bad = [
      {},
      { endpoint: device.endpoint },
      { endpoint: 'not a url', keys: device.keys },
      { endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth } },
      { endpoint: device.endpoint, keys: { p256dh: device.keys.p256dh, auth: '!!!!!!!!!!!!!!!!!!!!!!' } },
    ];
    for (const payload of bad) {
      const res = await world.call(customer, 'POST', '/api/me/push-subscriptions', payload);
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
    }
    const elsewhere = await subscribe(customer, { ...device, endpoint: 'https://evil.example/push/1' });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual([
      { field: 'endpoint', message: 'This push service is not supported' },
    ]);
    const plainHttpGoogle = await subscribe(customer, {
      ...device,
      endpoint: 'http://fcm.googleapis.com/fcm/send/x',
    });
    expect(plainHttpGoogle.status).toBe(422);
    expect(await subscriptionsOf(customer.id)).toEqual([]);
  });

  it('stores several devices; the same endpoint again is the same subscription; only the owner removes one', async () => {
    const { customer, otherCustomer } = world;
    const phone = push.device('own-phone');
    const laptop = push.device('own-laptop');
    const first = await subscribe(customer, phone);
    expect(first.status).toBe(201);
    expect(first.body.data.subscription).toMatchObject({ endpoint: phone.endpoint });
    const again = await subscribe(customer, phone);
    expect(again.body.data.subscription._id).toBe(first.body.data.subscription._id);
    const second = await subscribe(customer, laptop);
    expect((await subscriptionsOf(customer.id)).map((s) => s.endpoint).sort()).toEqual(
      [laptop.endpoint, phone.endpoint].sort(),
    );

    const id = first.body.data.subscription._id;
    const url = `/api/me/push-subscriptions/${id}`;
    expect((await world.t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const foreign = await world.t.app.inject({ method: 'DELETE', url, headers: otherCustomer.headers });
    expect(foreign.statusCode).toBe(404);
    const malformed = await world.t.app.inject({
      method: 'DELETE',
      url: '/api/me/push-subscriptions/nope',
      headers: customer.headers,
    });
    expect(malformed.statusCode).toBe(404);
    expect(await subscriptionsOf(customer.id)).toHaveLength(2);
    const own = await world.t.app.inject({ method: 'DELETE', url, headers: customer.headers });
    expect(own.statusCode).toBe(200);
    expect((await subscriptionsOf(customer.id)).map((s) => s.id)).toEqual([
      second.body.data.subscription._id,
    ]);
    await world.t.app.inject({
      method: 'DELETE',
      url: `/api/me/push-subscriptions/${second.body.data.subscription._id}`,
      headers: customer.headers,
    });
  });
});

describe('pushes of an order', () => {
  it('reaches every device of the customer, encrypted and signed, and opens the order on tap', async () => {
    const { customer, otherCustomer } = world;
    const phone = push.device('phone');
    const tablet = push.device('tablet');
    const stranger = push.device('stranger');
    await subscribe(customer, phone);
    await subscribe(customer, tablet);
    await subscribe(otherCustomer, stranger);
    const order = await world.place();
    await walkTo(world, order._id, 'accepted_by_shopper');
    const received = await push.waitFor(2);
    expect(received.map((p) => p.device).sort()).toEqual(['phone', 'tablet']);
    const config = await world.call(null, 'GET', '/api/config');
    for (const push of received) {
      expect(push.payload).toEqual({
        title: 'Shopper assigned',
        body: 'Ravi has accepted your order.',
        url: `orders/${order._id}`,
        tag: `order-${order._id}`,
      });
      expect(push.vapid.publicKey).toBe(config.body.data.vapidPublicKey);
      expect(push.vapid.sub).toBe(`mailto:${world.t.config.supportEmail}`);
      expect(push.headers.ttl).toBe('86400');
    }
  });

  it('says bill to approve and out for delivery with the code, and never more than the order shows', async () => {
    const { customer } = world;
    const order = await world.place();
    await walkTo(world, order._id, 'out_for_delivery');
    // Three pushes to each of the two devices.
    const received = await push.waitFor(6);
    const titles = received.filter((p) => p.device === 'phone').map((p) => p.payload.title);
    expect(titles).toEqual(['Shopper assigned', 'Bill to approve', 'Out for delivery']);
    const details = await world.call(customer, 'GET', `/api/orders/${order._id}`);
    const code = details.body.data.order.deliveryOTP;
    expect(code).toMatch(/^\d{4,6}$/);
    const out = received.find((p) => p.payload.title === 'Out for delivery')!;
    expect(out.payload.body).toBe(
      `Your order ${order.orderNumber} is on its way. Your delivery code is ${code}.`,
    );
    for (const { payload } of received)
      expect(Object.keys(payload).sort()).toEqual(['body', 'tag', 'title', 'url']);
  });

  it('tells of a cancel by the shop with the reason; a 410 from the push service removes that device', async () => {
    const { customer, admin } = world;
    const gone = push.device('uninstalled', 410);
    await subscribe(customer, gone);
    expect(await subscriptionsOf(customer.id)).toHaveLength(3);
    const order = await world.place();
    const cancel = await world.call(admin, 'PUT', `/api/admin/orders/${order._id}/cancel`, {
      reason: 'The shop closed early',
    });
    expect(cancel.status).toBe(200);
    const received = await push.waitFor(3);
    expect(received.map((p) => p.device).sort()).toEqual(['phone', 'tablet', 'uninstalled']);
    expect(received.map((p) => p.payload.body)).toEqual(
      // An admin's cancellation names the admin, then the reason they typed (issue 30).
      Array(3).fill('Your order was cancelled: Order cancelled by admin: The shop closed early'),
    );
    await eventually(async () => (await subscriptionsOf(customer.id)).length === 2);
    expect((await subscriptionsOf(customer.id)).map((s) => s.endpoint)).not.toContain(gone.endpoint);
  });

  it('logout removes the subscriptions made in that session only', async () => {
    const { customer } = world;
    expect(await subscriptionsOf(customer.id)).toHaveLength(2);
    const logout = await world.call(customer, 'POST', '/api/auth/logout');
    expect(logout.status).toBe(200);
    await eventually(async () => (await subscriptionsOf(customer.id)).length === 0);
  });

  it("tells opted-in shoppers of a new order, and the order's shopper when the customer answers", async () => {
    const { shopper, otherShopper, otherCustomer } = world;
    await subscribe(shopper, push.device('shopper-phone'));
    await subscribe(otherShopper, push.device('other-shopper-phone'));
    const order = await world.place({ customer: otherCustomer });
    const waiting = await push.waitFor(2);
    expect(waiting.map((p) => p.payload)).toEqual(
      Array(2).fill({
        title: 'New order waiting',
        body: `${order.orderNumber} from ${world.shop.name} is waiting for a shopper.`,
        url: 'available',
        tag: `staff-order-${order._id}`,
      }),
    );
    await walkTo(world, order._id, 'bill_uploaded');
    const approve = await world.call(otherCustomer, 'PUT', `/api/orders/${order._id}/approve-bill`);
    expect(approve.status).toBe(200);
    await eventually(async () => push.received.some((p) => p.payload.title === 'The customer answered'));
    const toShoppers = push.received.filter((p) => p.device.includes('shopper'));
    expect(toShoppers.map((p) => `${p.device}: ${p.payload.title}`)).toEqual([
      expect.stringMatching(/shopper-phone: New order waiting/),
      expect.stringMatching(/shopper-phone: New order waiting/),
      'shopper-phone: The customer answered',
    ]);
    expect(toShoppers.at(-1)?.payload).toMatchObject({
      body: `${order.orderNumber}: The customer approved the bill.`,
      url: `orders/${order._id}`,
    });
  });
});
