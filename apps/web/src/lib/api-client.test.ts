// @vitest-environment node
/**
 * The real apiRequest against a real local HTTP server: every PRODUCT.md §8 message and the PRODUCT.md §8 retry rule.
 * Node environment, because jsdom's fetch would add CORS in between.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiRequest,
  configureApiClient,
  MAX_RETRY_DELAY_MS,
  RETRY_DELAY_MS,
  retryDelayMs,
  setUnauthorizedHandler,
} from './api-client';
import { ApiError } from './api-error';
import { useAuthStore } from './auth-store';

interface Seen {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}
type Handler = (req: Seen, res: ServerResponse, attempt: number) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[] = [];
let unauthorizedCalls = 0;

const reply = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://x'),
        headers: req.headers,
        body,
        at: Date.now(),
      };
      seen.push(entry);
      handler(entry, res, seen.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  unauthorizedCalls = 0;
  configureApiClient({ baseUrl, retryDelayMs: 10 });
  setUnauthorizedHandler(() => {
    unauthorizedCalls += 1;
  });
  useAuthStore.setState({ token: null, user: null });
});
afterEach(() => {
  handler = (_req, res) => reply(res, 200, { success: true, data: null });
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest: a successful call', () => {
  it('sends the bearer token, the query and a _t timestamp, and returns the envelope data', async () => {
    useAuthStore.setState({ token: 'tok-123' });
    handler = (_req, res) => reply(res, 200, { success: true, data: { shops: [1, 2] } });
    const before = Date.now();
    const data = await apiRequest<{ shops: number[] }>('/shops', { query: { limit: 20, search: '' } });
    expect(data).toEqual({ shops: [1, 2] });
    const req = seen[0]!;
    expect(req.url.pathname).toBe('/api/shops');
    expect(req.headers.authorization).toBe('Bearer tok-123');
    expect(req.url.searchParams.get('limit')).toBe('20');
    expect(req.url.searchParams.has('search')).toBe(false);
    expect(Number(req.url.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
  });

  it('sends a JSON body and no Authorization header when signed out', async () => {
    handler = (_req, res) => reply(res, 200, { success: true, data: 'ok' });
    await apiRequest('/contact', { method: 'POST', body: { name: 'Asha' } });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ name: 'Asha' });
  });

  it('treats success false in a 200 answer as a failure with the server message', async () => {
    handler = (_req, res) => reply(res, 200, { success: false, message: 'Order already cancelled' });
    const error = await failureOf(apiRequest('/orders/1/cancel', { method: 'PUT' }));
    expect(error.message).toBe('Order already cancelled');
  });
});

describe('apiRequest: the PRODUCT.md §8 message for every status', () => {
  const fixed: Array<[number, string]> = [
    [401, 'Authentication required. Please log in and try again.'],
    [403, "Access denied. You don't have permission to perform this action."],
    [404, 'The requested resource was not found.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'Server error. Please try again later.'],
    [502, 'Service temporarily unavailable. Please try again in a few moments.'],
    [503, 'Service temporarily unavailable. Please try again in a few moments.'],
    [504, 'Service temporarily unavailable. Please try again in a few moments.'],
  ];
  it.each(fixed)('%i says its own message even when the server sends one', async (status, message) => {
    handler = (_req, res) => reply(res, status, { success: false, message: 'server words' });
    const error = await failureOf(apiRequest('/x', { method: 'POST', handleUnauthorized: false }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.serverMessage).toBe('server words');
  });

  const withFallback: Array<[number, string]> = [
    [400, 'Invalid request. Please check your input and try again.'],
    [409, 'A conflict occurred. The resource may already exist.'],
    [422, 'Validation failed. Please check your input.'],
    [418, 'Server error (418). Please try again.'],
    [451, 'Server error (451). Please try again.'],
  ];
  it.each(withFallback)('%i prefers the server message, else "%s"', async (status, fallback) => {
    handler = (_req, res) => reply(res, status, { success: false, message: 'Shop is closed until 09:00' });
    expect((await failureOf(apiRequest('/x', { method: 'POST' }))).message).toBe(
      'Shop is closed until 09:00',
    );
    handler = (_req, res) => reply(res, status);
    expect((await failureOf(apiRequest('/x', { method: 'POST' }))).message).toBe(fallback);
  });

  it('carries the field errors of a 422', async () => {
    const errors = [{ field: 'email', message: 'Invalid email format' }];
    handler = (_req, res) => reply(res, 422, { success: false, message: 'Validation failed', errors });
    expect((await failureOf(apiRequest('/x', { method: 'POST' }))).errors).toEqual(errors);
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
    const error = await failureOf(apiRequest('/x', { method: 'POST' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(
      'Unable to connect to server. Please check your internet connection and try again.',
    );
  });

  it('gives up on a server that does not answer within the time-out, as no response', async () => {
    handler = () => {}; // never answers
    const error = await failureOf(apiRequest('/slow', { method: 'POST', timeoutMs: 200 }));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });
});

describe('apiRequest: 401 handling', () => {
  it('runs the sign-out handler on a 401 unless the caller handles it', async () => {
    handler = (_req, res) => reply(res, 401, { success: false, message: 'Invalid email or password' });
    await failureOf(apiRequest('/orders/customer'));
    expect(unauthorizedCalls).toBe(1);
    await failureOf(apiRequest('/auth/login', { method: 'POST', handleUnauthorized: false }));
    expect(unauthorizedCalls).toBe(1);
  });
});

describe('apiRequest: the retry rule', () => {
  it('retries a read that gets a 5xx, up to 3 times, then reports the last status', async () => {
    handler = (_req, res) => reply(res, 503);
    const error = await failureOf(apiRequest('/shops'));
    expect(seen).toHaveLength(4);
    expect(error.status).toBe(503);
  });

  it('returns the answer of a retry that succeeds', async () => {
    handler = (_req, res, attempt) =>
      attempt < 3 ? reply(res, 500) : reply(res, 200, { success: true, data: 'third time' });
    expect(await apiRequest('/shops')).toBe('third time');
    expect(seen).toHaveLength(3);
  });

  it('retries a read that gets no response', async () => {
    handler = (_req, res, attempt) =>
      attempt === 1 ? res.socket?.destroy() : reply(res, 200, { success: true, data: 'back' });
    expect(await apiRequest('/shops')).toBe('back');
    expect(seen).toHaveLength(2);
  });

  it('never repeats a write without an idempotency key', async () => {
    handler = (_req, res) => reply(res, 503);
    await failureOf(apiRequest('/contact', { method: 'POST', body: {} }));
    handler = (_req, res) => res.socket?.destroy();
    await failureOf(apiRequest('/contact', { method: 'POST', body: {} }));
    expect(seen).toHaveLength(2);
  });

  it('repeats a write that carries an idempotency key, with the same key each time', async () => {
    handler = (_req, res) => reply(res, 502);
    await failureOf(apiRequest('/orders', { method: 'POST', body: {}, idempotencyKey: 'key-1' }));
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((s) => s.headers['idempotency-key']))).toEqual(new Set(['key-1']));
  });

  it('does not retry answers below 500', async () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      seen = [];
      handler = (_req, res) => reply(res, status);
      await failureOf(apiRequest('/shops', { handleUnauthorized: false }));
      expect(seen, `status ${status}`).toHaveLength(1);
    }
  });

  // Issue 18 replaced PRODUCT.md §9's fixed 1 s wait by full jitter on a 1 s base, so that clients spread out.
  it('waits a random time below 1 s, 2 s, 4 s between attempts', async () => {
    configureApiClient({ retryDelayMs: RETRY_DELAY_MS });
    handler = (_req, res) => reply(res, 500);
    await failureOf(apiRequest('/shops'));
    expect(seen).toHaveLength(4);
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i]!.at);
    gaps.forEach((gap, attempt) => {
      expect(gap).toBeLessThanOrEqual(RETRY_DELAY_MS * 2 ** attempt + 500);
    });
  }, 20_000);

  it('draws each wait between 0 and base × 2^attempt, never above the cap', () => {
    expect(retryDelayMs(0, 1000, () => 0)).toBe(0);
    expect(retryDelayMs(0, 1000, () => 0.999)).toBe(999);
    expect(retryDelayMs(2, 1000, () => 0.5)).toBe(2000);
    expect(retryDelayMs(10, 1000, () => 0.999)).toBeLessThan(MAX_RETRY_DELAY_MS);
    const draws = Array.from({ length: 200 }, () => retryDelayMs(1, 1000));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(2000);
    expect(new Set(draws).size).toBeGreaterThan(50);
  });
});
