// @vitest-environment node
/**
 * A read the page started before the app's code (the route-preload script) is taken by the real
 * apiRequest instead of a second request, against a real local HTTP server, and only when it is the very
 * request the app would send.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, configureApiClient } from './api-client';
import { useAuthStore } from './auth-store';
import { EARLY_READ_MAX_AGE_MS, type EarlyRead, takeEarlyRead } from './early-reads';

let server: Server;
let origin: string;
let asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: true, data: { answer: req.url, token: req.headers.authorization } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete page.__jholaEarly;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const page = globalThis as { __jholaEarly?: Record<string, EarlyRead> };

/** What the route-preload script does: the request, started now, kept under its address. */
function startRead(address: string, token = 'tok-1', language = 'en', at = Date.now()): void {
  const reply = fetch(`${origin}${address}${address.includes('?') ? '&' : '?'}_t=${at}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
  })
    .then(async (r) => ({ status: r.status, body: await r.text() }))
    .catch(() => null);
  page.__jholaEarly = { ...page.__jholaEarly, [address]: { at, token, language, reply } };
}

beforeEach(() => {
  asked = [];
  page.__jholaEarly = {};
  configureApiClient({ baseUrl: `${origin}/api`, retryDelayMs: 10 });
  useAuthStore.setState({ token: 'tok-1', user: null });
});

describe('early reads', () => {
  it('the app takes the read the page started instead of asking again, once', async () => {
    startRead('/api/orders/customer?limit=50&page=1&sort=-createdAt');
    const data = await apiRequest<{ answer: string }>('/orders/customer', {
      query: { limit: 50, page: 1, sort: '-createdAt' },
    });
    expect(data.answer).toMatch(/^\/api\/orders\/customer\?limit=50&page=1&sort=-createdAt&_t=\d+$/);
    expect(asked).toHaveLength(1);
    // Taken once: the next read of the same address is the app's own.
    await apiRequest('/orders/customer', { query: { limit: 50, page: 1, sort: '-createdAt' } });
    expect(asked).toHaveLength(2);
  });

  it('is not taken for another token, another language, another address or when it is old', async () => {
    startRead('/api/orders/a', 'someone-else');
    startRead('/api/orders/b', 'tok-1', 'hi');
    startRead('/api/orders/c?x=1');
    startRead('/api/orders/d', 'tok-1', 'en', Date.now() - EARLY_READ_MAX_AGE_MS - 1);
    // All four reached the server (their replies are in), so any later request is one the app made.
    await Promise.all(Object.values(page.__jholaEarly ?? {}).map((read) => read.reply));
    expect(asked).toHaveLength(4);
    const a = await apiRequest<{ token: string }>('/orders/a');
    await apiRequest('/orders/b');
    await apiRequest('/orders/c');
    await apiRequest('/orders/d');
    expect(asked).toHaveLength(8);
    expect(a.token).toBe('Bearer tok-1');
  });

  it('a read that failed is asked for again by the app', async () => {
    page.__jholaEarly = {
      '/api/shops/s1/products?limit=48': {
        at: Date.now(),
        token: 'tok-1',
        language: 'en',
        reply: Promise.resolve(null),
      },
    };
    const data = await apiRequest<{ answer: string }>('/shops/s1/products', { query: { limit: 48 } });
    expect(data.answer).toMatch(/^\/api\/shops\/s1\/products\?limit=48&_t=/);
    expect(asked).toHaveLength(1);
  });

  it('a read is taken by its address only, once; a write asks the server itself', async () => {
    startRead('/api/orders/e');
    expect(takeEarlyRead('/api/orders/x', { token: 'tok-1', language: 'en' })).toBeNull();
    const taken = takeEarlyRead('/api/orders/e', { token: 'tok-1', language: 'en' });
    expect((await taken)?.status).toBe(200);
    expect(takeEarlyRead('/api/orders/e', { token: 'tok-1', language: 'en' })).toBeNull();
    startRead('/api/orders/f');
    await apiRequest('/orders/f', { method: 'POST', body: {} });
    expect(asked).toHaveLength(3);
  });
});
