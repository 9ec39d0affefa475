import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';
import { SessionRepository } from './session-repository.js';
import { signAccessToken } from './tokens.js';

/** A tiny guarded route, registered only in this test, exercises the real authentication hook. */
async function addProbe(app: FastifyInstance) {
  app.get('/api/probe/customer', { onRequest: app.requireAuth('customer') }, async (request) => ({
    user: request.auth?.userId,
  }));
  app.get('/api/probe/admin', { onRequest: app.requireAuth('admin') }, async () => ({ ok: true }));
}

describe('bearer authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.close();
    // rebuild with the probe routes registered before ready()
    const { buildApp } = await import('../../app.js');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    await addProbe(app);
    await app.ready();
    t = {
      ...t,
      app,
      close: async () => {
        await app.close();
        await t.database.drop();
      },
    };
  });
  afterAll(async () => t.close());

  it('accepts a token whose session is live and refuses one whose session was ended', async () => {
    const user = await createTestUser(t);
    const ok = await t.app.inject({ url: '/api/probe/customer', headers: user.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ user: user.id });

    const sessions = new SessionRepository(t.database.db);
    await sessions.revokeAllForUser(user.id, new Date());
    const after = await t.app.inject({ url: '/api/probe/customer', headers: user.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      success: false,
      message: 'Authentication required. Please log in and try again.',
    });
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    const user = await createTestUser(t);
    expect((await t.app.inject({ url: '/api/probe/customer' })).statusCode).toBe(401);
    const forged = await signAccessToken(
      'another-secret-that-is-long-enough-xxxxxxxx',
      { userId: user.id, sessionId: crypto.randomUUID(), role: 'customer' },
      new Date(),
    );
    expect(
      (await t.app.inject({ url: '/api/probe/customer', headers: { authorization: `Bearer ${forged}` } }))
        .statusCode,
    ).toBe(401);
    const old = await signAccessToken(
      t.config.jwtSecret,
      { userId: user.id, sessionId: crypto.randomUUID(), role: 'customer' },
      new Date(Date.now() - 30 * 24 * 3600 * 1000),
    );
    expect(
      (await t.app.inject({ url: '/api/probe/customer', headers: { authorization: `Bearer ${old}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 403 when the role is not allowed', async () => {
    const user = await createTestUser(t, { role: 'customer' });
    const res = await t.app.inject({ url: '/api/probe/admin', headers: user.headers });
    expect(res.statusCode).toBe(403);
  });
});
