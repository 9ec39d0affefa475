import { orderStatusMessage } from '@jhola/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translatorFor } from '../../../i18n/translator.js';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import { PushServiceStandIn } from '../../../test/push-service-stand-in.js';
import { connectSocket, listen, nextEvent } from '../../../test/realtime.js';
import type { TestUser } from '../../../test/users.js';

// Issue 19: timeline notes in the reader's language, pushes in the recipient's saved language.
let push: PushServiceStandIn;
let w: LifecycleWorld;

beforeAll(async () => {
  push = await new PushServiceStandIn().start();
  w = await createLifecycleWorld({ env: { PUSH_SERVICE_ORIGINS: push.origin } });
});
afterAll(async () => {
  await w.close();
  await push.stop();
});
beforeEach(() => {
  push.received.length = 0;
});

const read = (user: TestUser, url: string, language?: string) =>
  w.t.app.inject({
    url,
    headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
  });

const saveLanguage = async (user: TestUser, language: 'en' | 'hi') => {
  const res = await w.t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: user.headers,
    payload: { language },
  });
  expect(res.statusCode).toBe(200);
};

const notesOf = (body: { data: { order: { timeline: { note: string }[] } } }) =>
  body.data.order.timeline.map((entry) => entry.note);

describe('timeline notes in the reader’s language', () => {
  it('renders the server’s notes in Hindi for a Hindi reader, English exactly as stored, typed words as typed', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'accepted_by_shopper');
    const url = `/api/orders/${order._id}`;

    const english = notesOf((await read(w.customer, url)).json());
    expect(english).toEqual(['Order placed', 'Ravi Shopper accepted the order']);
    expect(notesOf((await read(w.customer, url, 'en-IN')).json())).toEqual(english);
    expect(notesOf((await read(w.customer, url, 'hi')).json())).toEqual([
      'ऑर्डर हो गया',
      'Ravi Shopper ने ऑर्डर स्वीकार किया',
    ]);

    // The staff read the same order in their own request's language.
    const admin = (await read(w.admin, `/api/admin/orders/${order._id}`, 'hi-IN')).json();
    expect(notesOf(admin)).toEqual(['ऑर्डर हो गया', 'Ravi Shopper ने ऑर्डर स्वीकार किया']);

    // A note the shopper typed stays as typed, in every language.
    const typed = await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/status`, {
      status: 'shopper_at_shop',
      note: 'Parked near gate 2',
    });
    expect(typed.status).toBe(200);
    expect(notesOf((await read(w.customer, url, 'hi')).json()).at(-1)).toBe('Parked near gate 2');
  });

  it('renders a revision’s list of changes in Hindi, product names as the shop wrote them', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'shopping_in_progress');
    const [dal, milk] = w.products;
    const revise = await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/revise`, {
      items: [
        { productId: milk!.id, isAvailable: false },
        { productId: dal!.id, isAvailable: true, revisedQuantity: 1, revisedPrice: 120 },
      ],
    });
    expect(revise.status).toBe(200);
    const url = `/api/orders/${order._id}`;
    expect(notesOf((await read(w.customer, url)).json()).at(-1)).toBe(
      'Revised: Toor Dal 2 kg → 1 kg; Amul Milk unavailable',
    );
    expect(notesOf((await read(w.customer, url, 'hi')).json()).at(-1)).toBe(
      'बदलाव: Toor Dal 2 kg → 1 kg; Amul Milk उपलब्ध नहीं',
    );
  });
});

describe('other replies in the request’s language', () => {
  it('says how long until a shopper accepts in Hindi', async () => {
    const url = `/api/orders/acceptance-time/${w.shop.id}`;
    const english = (await read(w.customer, url)).json().data.estimatedTime;
    expect(english).toMatch(/^About \d+ minutes$/);
    const hindi = (await read(w.customer, url, 'hi')).json().data.estimatedTime;
    expect(hindi).toBe(english.replace('About', 'लगभग').replace('minutes', 'मिनट'));
  });
});

describe('pushes in the recipient’s saved language', () => {
  it('sends a Hindi customer Hindi pushes and an English shopper English ones', async () => {
    const customer = w.otherCustomer;
    await saveLanguage(customer, 'hi');
    const device = push.device('hindi-phone');
    const sub = await w.t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: customer.headers,
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(sub.statusCode).toBe(201);
    const order = await w.place({ customer });
    await walkTo(w, order._id, 'accepted_by_shopper');
    const [received] = await push.waitFor(1);
    expect(received!.payload).toEqual({
      title: 'शॉपर तय हो गया',
      body: 'Ravi ने आपका ऑर्डर स्वीकार कर लिया है।',
      url: `orders/${order._id}`,
      tag: `order-${order._id}`,
    });
    await saveLanguage(customer, 'en');
  });
});

describe('live order messages in the customer’s saved language', () => {
  it('writes the socket event’s message in Hindi for a Hindi customer', async () => {
    const customer = w.otherCustomer;
    await saveLanguage(customer, 'hi');
    const socket = await connectSocket(await listen(w.t.app), customer.token);
    try {
      // Placed by the customer themselves: their language comes with their session, no extra read.
      const placed = nextEvent(socket, 'orderStatusUpdate', (e) => e.status === 'pending_shopper');
      const order = await w.place({ customer });
      expect((await placed).message).toBe(orderStatusMessage('pending_shopper', {}, translatorFor('hi')));
      expect((await placed).message).not.toBe(orderStatusMessage('pending_shopper', {}));
      const accepted = nextEvent(socket, 'orderStatusUpdate', (e) => e.status === 'accepted_by_shopper');
      await walkTo(w, order._id, 'accepted_by_shopper');
      expect((await accepted).message).toBe('Ravi ने आपका ऑर्डर स्वीकार कर लिया है।');
    } finally {
      socket.close();
      await saveLanguage(customer, 'en');
    }
  });
});
