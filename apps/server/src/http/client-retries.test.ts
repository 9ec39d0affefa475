/**
 * The apps' transport (@jhola/client) against the real server over HTTP: an answer lost on the way
 * back (the server did the work, the phone never heard) is retried with the same Idempotency-Key, and the
 * server keeps one message, one order. A write the server does not key is never sent twice.
 */
import { ApiError, acceptsIdempotencyKey, createTransport, type Transport } from '@jhola/client';
import type { Order, OrderMessage, OrderMessagesResponse } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../test/images.js';
import { createLifecycleWorld, type LifecycleWorld, PLACED_ADDRESS } from '../test/lifecycle-fixtures.js';
import { listen } from '../test/realtime.js';
import type { TestUser } from '../test/users.js';

let w: LifecycleWorld;
let origin: string;

beforeAll(async () => {
  w = await createLifecycleWorld();
  origin = await listen(w.t.app);
});
afterAll(async () => {
  await w?.close();
});

interface Sent {
  method: string;
  path: string;
  key: string | null;
  status: number;
}

/**
 * The network between the app and the server: every request reaches the server and is answered, but the
 * first `lose` answers are lost after they arrived (the connection drops as the phone reads them).
 */
function flakyNetwork(lose: number) {
  const sent: Sent[] = [];
  let toLose = lose;
  const network: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const bytes = await response.arrayBuffer();
    const url = new URL(String(input));
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      key: new Headers(init?.headers).get('Idempotency-Key'),
      status: response.status,
    });
    if (toLose > 0) {
      toLose -= 1;
      throw new TypeError('network connection lost');
    }
    return new Response(bytes, { status: response.status, headers: response.headers });
  };
  return { sent, network };
}

function clientOf(user: TestUser, network: typeof fetch): Transport {
  return createTransport({
    baseUrl: `${origin}/api`,
    timeoutMs: 10_000,
    retryDelayMs: 1,
    cacheBust: false,
    token: () => user.token,
    language: () => 'en',
    describe: (status, serverMessage) => serverMessage ?? `status ${status}`,
    onUnauthorized: () => {},
    fetch: network,
  });
}

async function messagesOf(user: TestUser, orderId: string): Promise<OrderMessage[]> {
  const { body } = await w.call(user, 'GET', `/api/orders/${orderId}/messages`);
  return (body.data as OrderMessagesResponse).messages;
}

async function acceptedOrder(): Promise<Order> {
  const order = await w.place();
  expect((await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/accept`)).status).toBe(200);
  return order;
}

describe('the client transport against the real server', () => {
  it("posts a shopper's chat message once when the first answer is lost", async () => {
    const order = await acceptedOrder();
    const { sent, network } = flakyNetwork(1);
    const api = clientOf(w.shopper, network);

    const answer = await api.request<{ message: OrderMessage }>(`/orders/${order._id}/messages`, {
      method: 'POST',
      body: { text: 'Only the 1 kg pack is here' },
    });

    expect(sent.map((s) => s.status)).toEqual([201, 200]);
    expect(sent[0]?.key).toMatch(/^[\w-]{8,100}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    const messages = await messagesOf(w.customer, order._id);
    expect(messages.filter((m) => m.text === 'Only the 1 kg pack is here')).toHaveLength(1);
    expect(answer.message._id).toBe(messages[0]?._id);
  });

  it('posts a shelf photo once when the first answer is lost', async () => {
    const order = await acceptedOrder();
    const { sent, network } = flakyNetwork(1);
    const form = new FormData();
    form.append('text', 'This brand?');
    form.append(
      'image',
      new Blob([new Uint8Array(await phoneJpeg(800, 600))], { type: 'image/jpeg' }),
      'shelf.jpg',
    );

    await clientOf(w.shopper, network).request(`/orders/${order._id}/messages`, {
      method: 'POST',
      body: form,
    });

    expect(sent.map((s) => s.status)).toEqual([201, 200]);
    const photos = (await messagesOf(w.shopper, order._id)).filter((m) => m.imageUrl);
    expect(photos).toHaveLength(1);
  });

  it('two sends of the same words are two messages: each send is a key of its own', async () => {
    const order = await acceptedOrder();
    const api = clientOf(w.customer, flakyNetwork(0).network);
    for (let i = 0; i < 2; i += 1)
      await api.request(`/orders/${order._id}/messages`, {
        method: 'POST',
        body: { text: 'On my way down' },
      });
    const messages = await messagesOf(w.customer, order._id);
    expect(messages.filter((m) => m.text === 'On my way down')).toHaveLength(2);
  });

  it('places one order when the first answer is lost', async () => {
    const { sent, network } = flakyNetwork(1);
    const api = clientOf(w.otherCustomer, network);
    const { order } = await api.request<{ order: Order }>('/orders', {
      method: 'POST',
      body: {
        shopId: w.shop.id,
        items: [{ productId: w.products[0]?.id, quantity: 1 }],
        deliveryAddress: PLACED_ADDRESS,
        paymentMethod: 'cash',
      },
    });

    expect(sent.map((s) => s.status)).toEqual([201, 200]);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    const { body } = await w.call(w.otherCustomer, 'GET', '/api/orders/customer');
    const orders = (Array.isArray(body.data) ? body.data : body.data.orders) as Order[];
    expect(orders.map((o) => o._id)).toEqual([order._id]);
  });

  it('does not send again a write the server does not key, and says there was no answer', async () => {
    const order = await acceptedOrder();
    await w.call(w.customer, 'POST', `/api/orders/${order._id}/messages`, { text: 'Hello' });
    const { sent, network } = flakyNetwork(1);

    const failure = await clientOf(w.shopper, network)
      .request(`/orders/${order._id}/messages/read`, { method: 'POST' })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect(sent).toEqual([
      { method: 'POST', path: `/api/orders/${order._id}/messages/read`, key: null, status: 200 },
    ]);
  });

  it('reads again after a lost answer, and gives up after three retries', async () => {
    const order = await acceptedOrder();
    const read = await clientOf(w.shopper, flakyNetwork(1).network).request<OrderMessagesResponse>(
      `/orders/${order._id}/messages`,
    );
    expect(read.open).toBe(true);

    const { sent, network } = flakyNetwork(10);
    const failure = await clientOf(w.shopper, network)
      .request(`/orders/${order._id}/messages`)
      .catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(0);
    expect(sent).toHaveLength(4);
  });

  it("decodes the server's error envelope: its status, message and field errors", async () => {
    const order = await acceptedOrder();
    const failure = await clientOf(w.shopper, flakyNetwork(0).network)
      .request(`/orders/${order._id}/messages`, { method: 'POST', body: { text: '' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).errors?.[0]?.field).toBe('text');

    const stranger = await clientOf(w.otherShopper, flakyNetwork(0).network)
      .request(`/orders/${order._id}/messages`)
      .catch((error: unknown) => error);
    expect((stranger as ApiError).status).toBe(404);
  });
});

describe("the writes the transport keys are the server's", () => {
  it('keys exactly the routes whose description declares an Idempotency-Key header', async () => {
    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        declares: (operation.parameters ?? []).some(
          (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
        ),
        // A concrete address of the route, as the apps write it (without /api).
        keyed: acceptsIdempotencyKey(
          method.toUpperCase(),
          path.replace(/^\/api/, '').replace(/\{\w+\}/g, 'x1'),
        ),
      })),
    );
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => r.declares !== r.keyed)).toEqual([]);
    expect(routes.filter((r) => r.declares).map((r) => r.route)).toEqual([
      'POST /api/orders',
      'POST /api/orders/{id}/messages',
      'POST /api/orders/{id}/claims',
    ]);
  });
});
