import { connect } from 'node:net';
import { ERROR_CODES, loginRequestSchema, UNSTORABLE_TEXT_MESSAGE } from '@jhola/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createTestUser, type TestUser } from '../test/users.js';

/** The error envelope with a known code, and the headers every answer carries. */
function expectEnvelope(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(ERROR_CODES).toContain(body.code);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return body as { code: string; message: string; errors?: { field: string; message: string }[] };
}

/** Sends raw bytes to the listening server and reads the whole answer (for what inject cannot send). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createTestUser(t);
});
afterAll(() => t.close());

describe('errors raised before a route runs', () => {
  it('answers a malformed percent-escape in the path with the 400 envelope', async () => {
    const body = expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/shops/%E0%A4%A' }), 400);
    expect(body.code).toBe('BAD_REQUEST');
  });

  it('answers a path parameter over the length limit with the 414 envelope', async () => {
    const body = expectEnvelope(
      await t.app.inject({ method: 'GET', url: `/api/shops/${'a'.repeat(500)}` }),
      414,
    );
    expect(body.code).toBe('URI_TOO_LONG');
  });

  it('answers an unsupported content type with the 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(expectEnvelope(res, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with the 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(expectEnvelope(res, 413).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers bad JSON and an empty JSON body with the 400 envelope', async () => {
    for (const payload of ['{"email": ', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(expectEnvelope(res, 400).code).toBe('BAD_REQUEST');
    }
  });

  it('documents the error envelope, its code an enum of every code, on every operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.schemas.ErrorEnvelope.properties.code.enum).toEqual(ERROR_CODES);
    for (const [path, operations] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(
      doc.paths,
    )) {
      for (const [method, op] of Object.entries(operations)) {
        expect(op.responses['4XX'], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    expect(expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404).code).toBe(
      'NOT_FOUND',
    );
  });

  it('answers oversized headers or URL with the 431 envelope, written before Fastify sees the request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const answer = await rawRequest(
      port,
      `GET /api/shops?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/X-Content-Type-Options: nosniff/i);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE' });
    const header = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(header).toMatch(/^HTTP\/1\.1 431 /);
  });
});

describe('characters PostgreSQL cannot store', () => {
  it('refuses a NUL in a login e-mail with a 422 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@b.co', password: 'whatever' },
    });
    const body = expectEnvelope(res, 422);
    expect(body.message).toMatch(/^email contains a character that cannot be saved/);
    expect(body.errors).toEqual([{ field: 'email', message: body.message }]);
  });

  it('refuses a NUL in a query string with a 400 naming the parameter', async () => {
    const body = expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/shops?search=%00' }), 400);
    expect(body.errors?.[0]?.field).toBe('search');
  });

  it('refuses a lone surrogate and a NUL deep in a body, naming the path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...customer.headers, 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
      payload: JSON.stringify({ shopId: 'x', items: [], deliveryAddress: { street: 'a\ud800b' } }),
    });
    expect(expectEnvelope(res, 422).errors?.[0]?.field).toBe('deliveryAddress.street');
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@b.co', message: 'hi', extra: { deep: ['ok', 'x\u0000'] } },
    });
    expect(expectEnvelope(nul, 422).errors?.[0]?.field).toBe('extra.deep.1');
  });

  it('answers a NUL in a path id as not found', async () => {
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/api/shops/%00', headers: customer.headers }),
      404,
    );
  });

  it('refuses through the shared schema too, for callers that skip the HTTP layer', async () => {
    const result = loginRequestSchema.safeParse({ email: 'x\u0000@y.co', password: 'p' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['email'], message: UNSTORABLE_TEXT_MESSAGE });
  });
});
