import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is 200 while the database answers, with Redis not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ready: true, draining: false, database: 'up', redis: 'none' });
  });

  it('is 503 while draining (after SIGTERM) though /api/health stays 200', async () => {
    t.app.ctx.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ ready: false, draining: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.ctx.draining = false;
    }
  });

  it('answers within the time limit and names the database when it hangs', async () => {
    const ping = t.app.ctx.database.ping;
    t.app.ctx.database.ping = () => new Promise(() => {});
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().data).toMatchObject({ status: 'degraded', database: 'down', redis: 'none' });
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      t.app.ctx.database.ping = ping;
    }
  });
});
