import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStatement, appThroughProxy } from '../test/proxied-database.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import type { TestUser } from '../test/users.js';
import type { Database } from './client.js';

/**
 * PostgreSQL behind a TCP proxy that first refuses, then silently drops every byte: requests must fail
 * fast with a JSON 503 (within 5 s), the database ping must answer within its bound, and the service
 * must come back by itself once the network heals, without a restart. Runs against the real PostgreSQL
 * at TEST_DATABASE_URL or 127.0.0.1:5432 (PGlite has no network to break).
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUEST_BOUND_MS = 5_000;
const PING_BOUND_MS = 2_000;
const POOL_SIZE = 10;

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const unreachable = await reachable(adminUrl);
if (unreachable)
  console.warn(`database outage test skipped: PostgreSQL at ${adminUrl} is unreachable (${unreachable})`);

describe.skipIf(unreachable !== null)('a database outage between the server and PostgreSQL', () => {
  const name = `jhola_outage_${randomUUID().replaceAll('-', '')}`;
  const target = new URL(adminUrl);
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  let database: Database;
  let app: FastifyInstance;
  let user: TestUser;

  const admin = (statement: string) => adminStatement(adminUrl, statement);

  /** One request, timed. */
  async function timed(request: () => Promise<{ statusCode: number; body: string }>) {
    const started = performance.now();
    const res = await request();
    return { res, ms: performance.now() - started };
  }
  const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });

  async function expectFastUnavailable(what: string) {
    for (const [label, call] of [
      ['me', me],
      ['login', login],
    ] as const) {
      const { res, ms } = await timed(call);
      console.info(`${what}: ${label} answered ${res.statusCode} in ${Math.round(ms)} ms`);
      expect(res.statusCode, res.body).toBe(503);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      expect(ms).toBeLessThan(REQUEST_BOUND_MS);
    }
    const started = performance.now();
    expect(await database.ping(1_000)).toBe(false);
    expect(performance.now() - started).toBeLessThan(PING_BOUND_MS);
  }

  /** Waits for the service to answer again on its own: the condition, not a fixed sleep. */
  async function expectRecovery(what: string) {
    const started = performance.now();
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const res = await me();
      if (res.statusCode === 200) {
        console.info(`${what}: back after ${Math.round(performance.now() - started)} ms`);
        expect((await login()).statusCode).toBe(200);
        expect(await database.ping(1_000)).toBe(true);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${what}: the service did not come back`);
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    await proxy.start();
    ({ app, database, user } = await appThroughProxy({
      adminUrl,
      name,
      proxyPort: proxy.port,
      poolSize: POOL_SIZE,
    }));
    expect((await me()).statusCode).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await proxy.setMode('pass');
    await app?.close();
    await database?.close();
    await proxy.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('answers a JSON 503 at once while PostgreSQL refuses, and recovers by itself', async () => {
    await proxy.setMode('refuse');
    await expectFastUnavailable('refused');
    await proxy.setMode('pass');
    await expectRecovery('after refusal');
  }, 60_000);

  it('answers a JSON 503 within 5 s while the network silently drops, and recovers by itself', async () => {
    // Warm the pool so that both kinds of wait are met: a query on an open connection, and a new connection.
    await Promise.all([me(), me(), login()]);
    await proxy.setMode('drop');
    await expectFastUnavailable('silent');
    // Several requests at once (fewer than the pool's connections, some of which the ping above may
    // still hold): none waits for another past the bound.
    const burst = await Promise.all(Array.from({ length: 6 }, () => timed(me)));
    for (const { res, ms } of burst) {
      expect(res.statusCode).toBe(503);
      expect(ms).toBeLessThan(REQUEST_BOUND_MS);
    }
    await proxy.setMode('pass');
    await expectRecovery('after silence');
  }, 90_000);

  it('fails requests queued behind a full pool within 5 s when the network goes silent under load', async () => {
    await Promise.all([me(), me(), login()]);
    await proxy.setMode('drop');
    // Three times the pool's connections at once, the silence starting as they arrive: most wait in
    // the pool's queue behind connections whose queries will never be answered.
    const burst = await Promise.all(Array.from({ length: POOL_SIZE * 3 }, () => timed(me)));
    const slowest = Math.max(...burst.map(({ ms }) => ms));
    console.info(`queued burst: ${burst.length} requests, slowest answered in ${Math.round(slowest)} ms`);
    for (const { res, ms } of burst) {
      expect(res.statusCode, res.body).toBe(503);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      expect(ms).toBeLessThan(REQUEST_BOUND_MS);
    }
    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.res.statusCode).toBe(503);
    expect(JSON.parse(health.res.body).data).toMatchObject({ status: 'degraded', database: 'down' });
    expect(health.ms).toBeLessThan(PING_BOUND_MS);
    await proxy.setMode('pass');
    await expectRecovery('after silence under load');
  }, 90_000);
});
