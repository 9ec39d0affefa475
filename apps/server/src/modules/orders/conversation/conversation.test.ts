import { randomUUID } from 'node:crypto';
import type { OrderMessage } from '@jhola/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeImage, fakeJpeg, phoneJpeg } from '../../../test/images.js';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import { multipartBody } from '../../../test/multipart.js';
import { PushServiceStandIn } from '../../../test/push-service-stand-in.js';
import { type ClientSocket, connectSocket, listen, nextEvent, record } from '../../../test/realtime.js';
import type { TestUser } from '../../../test/users.js';

let w: LifecycleWorld;
let push: PushServiceStandIn;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  push = await new PushServiceStandIn().start();
  w = await createLifecycleWorld({
    env: { PUSH_SERVICE_ORIGINS: push.origin },
    shop: { inquiryAvailableTime: 0 },
  });
  url = await listen(w.t.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
  w.t.setNow(null);
});
afterAll(async () => {
  await w?.close();
  await push?.stop();
});

const connect = async (user: TestUser) => {
  const socket = await connectSocket(url, user.token);
  sockets.push(socket);
  return socket;
};
const messagesOf = (orderId: string) => `/api/orders/${orderId}/messages`;
const say = (user: TestUser | null, orderId: string, text: unknown) =>
  w.call(user, 'POST', messagesOf(orderId), { text });
const list = (user: TestUser | null, orderId: string) => w.call(user, 'GET', messagesOf(orderId));

async function sendPhoto(user: TestUser, orderId: string, image: Buffer, text?: string) {
  const body = multipartBody(text === undefined ? {} : { text }, {
    field: 'image',
    filename: 'shelf.jpg',
    contentType: 'image/jpeg',
    bytes: image,
  });
  const response = await w.t.app.inject({
    method: 'POST',
    url: messagesOf(orderId),
    headers: { ...user.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe("the order's conversation", () => {
  it('lets the customer and the shopper write to each other live, with unread counts and read receipts', async () => {
    const order = await w.place();
    // From placement on: the customer writes before any shopper has accepted.
    const first = await say(w.customer, order._id, '  Please pick ripe bananas  ');
    expect(first.status).toBe(201);
    expect(first.body.data.message).toMatchObject({
      orderId: order._id,
      from: 'customer',
      authorName: 'Asha Customer',
      text: 'Please pick ripe bananas',
      imageUrl: null,
      readAt: null,
    });

    await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
    const shopperSocket = await connect(w.shopper);
    const customerSocket = await connect(w.customer);
    const strangerSocket = await connect(w.otherCustomer);
    const strangerHears = record(strangerSocket, 'order:message');

    const heardByCustomer = nextEvent(customerSocket, 'order:message', (e) => e.message.from === 'shopper');
    const reply = await say(w.shopper, order._id, 'Only Robusta today, fine?');
    expect(reply.status).toBe(201);
    expect((await heardByCustomer).message).toEqual(reply.body.data.message);

    const customerView = await list(w.customer, order._id);
    expect(customerView.status).toBe(200);
    expect(customerView.body.data.open).toBe(true);
    expect(customerView.body.data.unread).toBe(1);
    expect(customerView.body.data.messages.map((m: OrderMessage) => [m.from, m.text])).toEqual([
      ['customer', 'Please pick ripe bananas'],
      ['shopper', 'Only Robusta today, fine?'],
    ]);
    expect((await list(w.shopper, order._id)).body.data.unread).toBe(1);
    expect((await w.call(w.customer, 'GET', '/api/messages/unread')).body.data.orders).toContainEqual({
      orderId: order._id,
      unread: 1,
    });
    expect((await w.call(w.shopper, 'GET', '/api/messages/unread')).body.data.orders).toContainEqual({
      orderId: order._id,
      unread: 1,
    });

    // Read receipts: the customer reads, the shopper is told live and sees readAt on their message.
    const receipt = nextEvent(shopperSocket, 'order:messagesRead', (e) => e.orderId === order._id);
    const read = await w.call(w.customer, 'POST', `${messagesOf(order._id)}/read`);
    expect(read.body.data).toEqual({ read: 1 });
    expect(await receipt).toMatchObject({ orderId: order._id, reader: 'customer' });
    const afterRead = await list(w.shopper, order._id);
    expect(afterRead.body.data.messages[1].readAt).not.toBeNull();
    expect(afterRead.body.data.messages[0].readAt).toBeNull();
    expect((await list(w.customer, order._id)).body.data.unread).toBe(0);
    // Reading again marks nothing more.
    expect((await w.call(w.customer, 'POST', `${messagesOf(order._id)}/read`)).body.data).toEqual({
      read: 0,
    });

    // Quick reply from the customer: the shopper hears it live; another customer hears nothing.
    const heardByShopper = nextEvent(shopperSocket, 'order:message', (e) => e.message.from === 'customer');
    await say(w.customer, order._id, "Yes, that's fine");
    expect((await heardByShopper).message.text).toBe("Yes, that's fine");
    expect(strangerHears).toEqual([]);
  });

  it('answers 404 to everyone not on the order, 401 without a token, and lets admins read and write', async () => {
    const order = await w.place();
    await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
    await say(w.customer, order._id, 'Hello');
    const paths = (orderId: string) =>
      [
        ['GET', messagesOf(orderId)],
        ['POST', messagesOf(orderId)],
        ['POST', `${messagesOf(orderId)}/read`],
      ] as const;
    for (const user of [w.otherCustomer, w.otherShopper, w.delivery]) {
      for (const [method, path] of paths(order._id)) {
        const res = await w.call(user, method, path, method === 'POST' ? { text: 'Hi' } : undefined);
        expect(res.status, `${user.name} ${method} ${path}`).toBe(404);
      }
    }
    for (const [method, path] of paths(order._id))
      expect((await w.call(null, method, path, { text: 'Hi' })).status).toBe(401);
    expect((await list(w.customer, 'not-an-id')).status).toBe(404);
    expect((await list(w.customer, randomUUID())).status).toBe(404);
    expect((await w.call(w.otherShopper, 'GET', '/api/messages/unread')).body.data.orders).toEqual([]);

    const admin = await say(w.admin, order._id, 'Admin here: we are on it');
    expect(admin.status).toBe(201);
    expect(admin.body.data.message).toMatchObject({ from: 'admin', authorName: 'Ada Admin' });
    const adminView = await list(w.admin, order._id);
    expect(adminView.body.data.messages.map((m: OrderMessage) => m.from)).toEqual(['customer', 'admin']);
    // An admin looking in marks nothing read.
    expect((await w.call(w.admin, 'POST', `${messagesOf(order._id)}/read`)).body.data).toEqual({ read: 0 });

    // The delivery person joins the conversation once they take the order on.
    await walkTo(w, order._id, 'bill_approved');
    const claimed = await w.call(w.delivery, 'POST', `/api/shopper/orders/${order._id}/accept-delivery`);
    expect(claimed.status).toBe(200);
    const fromDelivery = await say(w.delivery, order._id, 'At your gate in 5 minutes');
    expect(fromDelivery.status).toBe(201);
    expect(fromDelivery.body.data.message.from).toBe('delivery');
  });

  it('refuses bad text with a 422 that stores nothing, and stores a retried post once', async () => {
    const order = await w.place();
    for (const text of ['', '   ', 'x'.repeat(1001), 42, undefined]) {
      const res = await say(w.customer, order._id, text);
      expect(res.status, JSON.stringify(text)).toBe(422);
      expect(res.body.success).toBe(false);
    }
    expect((await say(w.customer, order._id, 'x'.repeat(1000))).status).toBe(201);

    const key = randomUUID();
    const send = () =>
      w.t.app.inject({
        method: 'POST',
        url: messagesOf(order._id),
        headers: { ...w.customer.headers, 'idempotency-key': key },
        payload: { text: 'Add coriander please' },
      });
    const once = await send();
    const again = await send();
    expect(once.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message._id).toBe(once.json().data.message._id);
    const texts = (await list(w.customer, order._id)).body.data.messages.map((m: OrderMessage) => m.text);
    expect(texts.filter((t: string) => t === 'Add coriander please')).toHaveLength(1);
    expect(texts).toHaveLength(2);
  });

  it('takes a shelf photo: checked by content, re-encoded without the camera metadata, served to the order only', async () => {
    const order = await w.place();
    await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
    const sent = await sendPhoto(w.shopper, order._id, await phoneJpeg(2400, 1800), 'Only this atta brand');
    expect(sent.status).toBe(201);
    const message = sent.body.data.message as OrderMessage;
    expect(message.text).toBe('Only this atta brand');
    expect(message.imageUrl).toBe(`/api/orders/${order._id}/messages/${message._id}/image`);

    const image = await w.t.app.inject({
      method: 'GET',
      url: message.imageUrl!,
      headers: w.customer.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('no-store, private');
    expect(await describeImage(image.rawPayload)).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 1200,
      hasExif: false,
    });
    for (const user of [w.otherCustomer, w.otherShopper]) {
      const other = await w.t.app.inject({ method: 'GET', url: message.imageUrl!, headers: user.headers });
      expect(other.statusCode).toBe(404);
    }
    expect((await w.t.app.inject({ method: 'GET', url: message.imageUrl! })).statusCode).toBe(401);

    // A photo alone is a message; a fake picture is 415 and stores nothing.
    expect((await sendPhoto(w.customer, order._id, await phoneJpeg(200, 200))).status).toBe(201);
    const fake = await sendPhoto(w.customer, order._id, fakeJpeg(), 'look');
    expect(fake.status).toBe(415);
    expect((await list(w.customer, order._id)).body.data.messages).toHaveLength(2);
  });

  it('stays open until 24 hours after the order ends (then 409, still readable), and keeps the inquiry as a message', async () => {
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    w.t.setNow(start);
    const order = await w.place();
    await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
    const inquiry = await w.call(w.customer, 'POST', `/api/orders/${order._id}/inquiry`, { method: 'call' });
    expect(inquiry.status).toBe(200);
    const first = (await list(w.shopper, order._id)).body.data.messages[0];
    expect(first).toMatchObject({ from: 'customer', text: 'Please call me about my order' });

    expect((await w.call(w.customer, 'PUT', `/api/orders/${order._id}/cancel`, {})).status).toBe(200);
    w.t.setNow(new Date(start.getTime() + 23 * 3_600_000));
    expect((await say(w.shopper, order._id, 'Sorry we missed you')).status).toBe(201);
    w.t.setNow(new Date(start.getTime() + 24 * 3_600_000 + 60_000));
    const late = await say(w.customer, order._id, 'Hello?');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/24 hours/);
    const after = await list(w.customer, order._id);
    expect(after.status).toBe(200);
    expect(after.body.data.open).toBe(false);
    expect(after.body.data.messages).toHaveLength(2);
  });

  it("pushes the first line to the other side's phone when the app is closed", async () => {
    const order = await w.place();
    await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`);
    push.received.length = 0;
    const phone = push.device(`phone-${order._id}`);
    const subscribed = await w.call(w.customer, 'POST', '/api/me/push-subscriptions', {
      endpoint: phone.endpoint,
      keys: phone.keys,
    });
    expect(subscribed.status).toBe(201);
    await say(w.shopper, order._id, 'Found the flowers\nThey are 80 rupees');
    const [received] = await push.waitFor(1);
    expect(received?.payload).toEqual({
      title: 'Message from Ravi Shopper',
      body: 'Found the flowers',
      url: `orders/${order._id}`,
      tag: `message-${order._id}`,
    });
  });
});

describe("the shopper's ticks", () => {
  it('are saved as they happen, survive a reload and reach the customer live', async () => {
    const order = await w.place();
    const base = `/api/shopper/orders/${order._id}`;
    const [dal, milk] = order.items;
    const pick = (user: TestUser, items: unknown) => w.call(user, 'PUT', `${base}/picks`, { items });

    await w.call(w.shopper, 'POST', `${base}/accept`);
    // Before shopping starts there is nothing to tick.
    expect((await pick(w.shopper, [{ itemId: dal!.itemId, state: 'found' }])).status).toBe(409);
    await w.call(w.shopper, 'PUT', `${base}/status`, { status: 'shopper_at_shop' });
    await w.call(w.shopper, 'PUT', `${base}/status`, { status: 'shopping_in_progress' });

    const customerSocket = await connect(w.customer);
    const live = nextEvent(customerSocket, 'order:picks', (e) => e.orderId === order._id);
    const saved = await pick(w.shopper, [
      { itemId: dal!.itemId, state: 'found' },
      { itemId: milk!.itemId, state: 'changed', quantity: 2, price: 32 },
    ]);
    expect(saved.status).toBe(200);
    const event = await live;
    expect(event.items).toHaveLength(3);
    expect(event.items[0]).toMatchObject({ itemId: dal!.itemId, pick: { state: 'found' } });
    expect(event.items[1]).toMatchObject({ pick: { state: 'changed', quantity: 2, price: 32 } });
    expect(event.items[2]!.pick).toBeNull();

    // A reload (or a second device) reads them back, as the customer does.
    const reloaded = await w.call(w.shopper, 'GET', `/api/orders/${order._id}`);
    const asCustomer = await w.call(w.customer, 'GET', `/api/orders/${order._id}`);
    for (const read of [reloaded, asCustomer]) {
      const items = read.body.data.order.items;
      expect(items.map((i: { pick: { state: string } | null }) => i.pick?.state ?? null)).toEqual([
        'found',
        'changed',
        null,
      ]);
    }

    // Not the order's item: 422 and nothing saved; not the order's shopper: 404; a customer: 403.
    const wrong = await pick(w.shopper, [
      { itemId: order.items[2]!.itemId, state: 'not_available' },
      { itemId: randomUUID(), state: 'found' },
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.[0]?.field).toBe('items.1.itemId');
    const still = await w.call(w.customer, 'GET', `/api/orders/${order._id}`);
    expect(still.body.data.order.items[2].pick).toBeNull();
    expect((await pick(w.otherShopper, [{ itemId: dal!.itemId, state: 'found' }])).status).toBe(404);
    expect((await pick(w.customer, [{ itemId: dal!.itemId, state: 'found' }])).status).toBe(403);
    expect((await pick(w.shopper, [{ itemId: dal!.itemId, state: 'lost' }])).status).toBe(422);
  });
});
