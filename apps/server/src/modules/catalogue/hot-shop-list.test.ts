import { get, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The reply as it travels (no decompression), over a real connection: inject never meets the server factory. */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = (method === 'GET' ? get : httpRequest)(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    if (method !== 'GET') req.end();
  });
}

/** Every header but those of the moment (date, connection). */
const lasting = (headers: IncomingHttpHeaders) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

/** The home page's shop list answered before Fastify (http/hot-replies.ts): the very reply Fastify sends. */
describe('the shop list answered before the framework', () => {
  let t: TestApp;
  let admin: TestUser;
  let base: string;
  let shopId: string;
  const browser = { 'accept-encoding': 'gzip, deflate, br' };

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await createTestShop(t, { name: 'Hot Path Kirana' })).id;
    admin = await createTestUser(t, { role: 'admin' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/shops?limit=100`;
  });
  afterAll(async () => t.close());

  /** Asks until an answer comes from the hot path (the first ones build the bytes through Fastify). */
  async function hotReply(headers: Record<string, string>): Promise<{ fastify: RawReply; hot: RawReply }> {
    const fastify = await rawGet(base, headers);
    for (let i = 0; i < 20; i++) {
      const before = t.app.ctx.hot.answered;
      const reply = await rawGet(base, headers);
      if (t.app.ctx.hot.answered === before + 1) return { fastify, hot: reply };
    }
    throw new Error('the shop list was never answered before the framework');
  }

  it('sends the same bytes and the same headers as the route, compressed as the browser takes it', async () => {
    const { fastify, hot } = await hotReply(browser);
    expect(hot.status).toBe(200);
    expect(hot.headers['content-encoding']).toBe('br');
    expect(hot.body.equals(fastify.body)).toBe(true);
    expect(lasting(hot.headers)).toEqual(lasting(fastify.headers));
    // The security headers made by the other hooks are there.
    expect(hot.headers['content-security-policy']).toBeTruthy();
    expect(hot.headers['x-content-type-options']).toBe('nosniff');
    expect(hot.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(hot.headers['content-length'])).toBe(hot.body.length);
  });

  it('answers a client without compression, and one whose copy is current with 304', async () => {
    const plain = await hotReply({});
    expect(plain.hot.headers['content-encoding']).toBeUndefined();
    expect(
      JSON.parse(plain.hot.body.toString()).data.shops.some((s: { _id: string }) => s._id === shopId),
    ).toBe(true);

    const before = t.app.ctx.hot.answered;
    const revalidated = await rawGet(base, {
      ...browser,
      'if-none-match': String(plain.fastify.headers.etag).replace('"', '"x'),
    });
    expect(revalidated.status).toBe(200);
    const etag = String((await rawGet(base, browser)).headers.etag);
    const notModified = await rawGet(base, { ...browser, 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(t.app.ctx.hot.answered).toBeGreaterThan(before);
  });

  it('shows an admin change at the very next request', async () => {
    await hotReply(browser);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${shopId}`,
      headers: admin.headers,
      payload: { name: 'Hot Path Kirana & Sons' },
    });
    expect(res.statusCode).toBe(200);
    const after = await rawGet(base);
    const names = JSON.parse(after.body.toString()).data.shops.map((s: { name: string }) => s.name);
    expect(names).toContain('Hot Path Kirana & Sons');
    expect(names).not.toContain('Hot Path Kirana');
  });

  it('leaves every other request to the framework: another method, another address, a bad query', async () => {
    await hotReply(browser);
    const before = t.app.ctx.hot.answered;
    const head = await rawGet(base, browser, 'HEAD');
    expect(head.status).toBe(200);
    const bad = await rawGet(`${base.replace('limit=100', 'limit=nope')}`, browser);
    expect(bad.status).toBe(400);
    const one = await rawGet(base.replace('/api/shops?limit=100', `/api/shops/${shopId}`), browser);
    expect(one.status).toBe(200);
    expect(t.app.ctx.hot.answered).toBe(before);
  });
});
