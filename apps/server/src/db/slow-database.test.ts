import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDelayProxy } from '../../../../bench/faults/delay-proxy.mjs';
import { REQUEST_DEADLINE_MS } from '../http/request-deadline.js';
import { adminStatement, appThroughProxy } from '../test/proxied-database.js';
import type { TestUser } from '../test/users.js';
import type { Database } from './client.js';

/**
 * Issue 48: the faults bench's slow database, small, through the bench's own delay proxy
 * (bench/faults/delay-proxy.mjs). A request of many statements, each within its own bound, ends at the
 * request's deadline with a 503 and Retry-After; a request queued behind a full pool gives up its place
 * before that deadline; and with 5 s added to every round trip, as the bench's fault does, every request,
 * even three times the pool's connections at once, ends within the bound, and once the delay is gone the
 * pool serves again within seconds, with nothing left stuck from the fault.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The request's deadline, under the clients' own 10 s limit (the faults checker's `timeout` rule). */
const REQUEST_BOUND_MS = REQUEST_DEADLINE_MS;
/** The checker allows errors for 15 s after a fault; the pool must serve well within it. */
const RECOVERY_BOUND_MS = 8_000;
const POOL_SIZE = 10;
const ROUND_TRIP_DELAY_MS = 5_000;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!(await reachable(adminUrl)))(
  "a slow database, through the faults bench's delay proxy",
  () => {
    const name = `jhola_slow_${randomUUID().replaceAll('-', '')}`;
    let proxy: Awaited<ReturnType<typeof startDelayProxy>>;
    let database: Database;
    let app: FastifyInstance;
    let user: TestUser;

    const admin = (statement: string) => adminStatement(adminUrl, statement);
    const me = async () => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      return { res, ms: performance.now() - started };
    };

    beforeAll(async () => {
      await admin(`create database ${name}`);
      const target = new URL(adminUrl);
      proxy = await startDelayProxy({ target: { host: target.hostname, port: Number(target.port || 5432) } });
      ({ app, database, user } = await appThroughProxy({
        adminUrl,
        name,
        proxyPort: proxy.port,
        poolSize: POOL_SIZE,
      }));
      expect((await me()).res.statusCode).toBe(200);
    }, 60_000);

    afterAll(async () => {
      proxy?.setDelay(0);
      await app?.close();
      await database?.close();
      await proxy?.close();
      await admin(`drop database if exists ${name} with (force)`);
    });

    const login = async () => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      return { res, ms: performance.now() - started };
    };

    it('ends a request of many statements, each within its own bound, within the request bound', async () => {
      // Warm connections: a new one needs several round trips, and a connect timeout is the other test's.
      await Promise.all(Array.from({ length: 3 }, () => login()));
      // 2 s a round trip: every statement answers within its 3.5 s bound, but a login makes several.
      proxy.setDelay(1_000);
      const slow = await login();
      console.info(`slow statements: login answered ${slow.res.statusCode} in ${Math.round(slow.ms)} ms`);
      expect(slow.ms).toBeLessThan(REQUEST_BOUND_MS + 1_000);
      expect(slow.res.statusCode, slow.res.body).toBe(503);
      expect(slow.res.headers['retry-after']).toBe('2');
      expect(JSON.parse(slow.res.body)).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      proxy.setDelay(0);
      expect((await login()).res.statusCode).toBe(200);
    }, 90_000);

    it('ends a request with a body at the deadline over a real connection too', async () => {
      // The faults bench (issue 48): POST /api/orders answered 202 after 20-30 s behind a slow database.
      // Fastify 5.12's handlerTimeout takes the request stream's 'close' once its body has been read for
      // the client leaving, and cancels the deadline (fastify/fastify#6725), so a POST or PUT over a socket
      // had none; app.inject never closes the stream that way, and the test above passed.
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      await Promise.all(Array.from({ length: 3 }, () => login()));
      proxy.setDelay(1_000);
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      const ms = performance.now() - started;
      const text = await res.text();
      proxy.setDelay(0);
      console.info(`slow statements over HTTP: login answered ${res.status} in ${Math.round(ms)} ms`);
      expect(res.status, text).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(ms).toBeLessThan(REQUEST_BOUND_MS + 1_000);
    }, 90_000);

    it('lets a request waiting for a full pool give up its place before the request deadline', async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const held = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      try {
        const queued = await me();
        expect(queued.res.statusCode, queued.res.body).toBe(503);
        expect(queued.res.headers['retry-after']).toBe('2');
        // Answered by the queue's own bound, well before the deadline: when the client hears 503, the
        // request holds no place in the queue to take a connection later for work nobody waits for (the
        // deadline's 503 leaves its handler running, still queued).
        expect(queued.ms).toBeLessThan(REQUEST_DEADLINE_MS - 1_000);
      } finally {
        for (const client of held) client.release();
      }
      expect((await me()).res.statusCode).toBe(200);
    }, 60_000);

    it('answers every request within the bound while slow, and serves again soon after', async () => {
      await Promise.all(Array.from({ length: POOL_SIZE }, () => me()));
      proxy.setDelay(ROUND_TRIP_DELAY_MS / 2);
      const during = await Promise.all(Array.from({ length: POOL_SIZE * 3 }, () => me()));
      const slowest = Math.max(...during.map(({ ms }) => ms));
      console.info(`slow database: ${during.length} requests, slowest answered in ${Math.round(slowest)} ms`);
      for (const { res, ms } of during) {
        expect(ms).toBeLessThan(REQUEST_BOUND_MS);
        if (res.statusCode === 200) continue;
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
      }

      proxy.setDelay(0);
      const healed = performance.now();
      let first = await me();
      while (first.res.statusCode !== 200 && performance.now() - healed < RECOVERY_BOUND_MS) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        first = await me();
      }
      const back = performance.now() - healed;
      console.info(`slow database: serving again ${Math.round(back)} ms after the delay ended`);
      expect(first.res.statusCode).toBe(200);
      const after = await Promise.all(Array.from({ length: POOL_SIZE * 3 }, () => me()));
      for (const { res, ms } of after) {
        expect(res.statusCode, res.body).toBe(200);
        expect(ms).toBeLessThan(REQUEST_BOUND_MS);
      }
    }, 90_000);
  },
);
