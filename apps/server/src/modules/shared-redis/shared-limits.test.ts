import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh made-up client address per run: counts left in Redis by an earlier run never meet this one. */
const freshIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const freshEmail = () => `limit-${randomInt(1e9)}@example.test`;

/** Two processes (two app instances on one database) with REDIS_URL: one limit, counted together. */
describe('limits counted in Redis (REDIS_URL)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL } });
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('shares the per-IP limit: 20 signups from one address across both processes, then 429 on either', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const app = i % 2 === 0 ? t.app : second;
      codes.push(
        (await app.inject({ method: 'POST', url: '/api/auth/signup', payload: {}, remoteAddress: ip }))
          .statusCode,
      );
    }
    expect(codes.every((c) => c === 422)).toBe(true);
    for (const app of [t.app, second]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {},
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('shares the per-address limit: 5 reset mails for one e-mail across both processes, then 429', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t.app : second;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await second.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: freshIp(),
    });
    expect(refused.statusCode).toBe(429);
  });

  it('reports Redis in /api/health and /api/ready', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
    const ready = await second.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ ready: true, draining: false, database: 'up', redis: 'up' });
  });
});
