import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';
import { SessionRepository } from './session-repository.js';
import { signAccessToken } from './tokens.js';

/**
 * How long another process may go on accepting a session after it ended: the database's notification
 * reaching it (migration 0038, session-cache.ts), milliseconds; the bound only keeps a broken one from
 * hanging the run.
 */
const NOTIFIED = { timeout: 5000, interval: 20 };

const probe = async (app: FastifyInstance, headers: Record<string, string>, role = 'customer') =>
  (await app.inject({ url: `/api/probe/${role}`, headers })).statusCode;

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

    // Ended straight in the database (another process, an operator): no event reaches this process, the
    // database's notification does (migration 0038), and the kept session is forgotten.
    const sessions = new SessionRepository(t.database.db);
    await sessions.revokeAllForUser(user.id, new Date());
    await expect.poll(() => probe(t.app, user.headers), NOTIFIED).toBe(401);
    const after = await t.app.inject({ url: '/api/probe/customer', headers: user.headers });
    expect(after.json()).toMatchObject({
      success: false,
      message: 'Authentication required. Please log in and try again.',
    });
  });

  it('ends a session kept by another process at logout, and sees a disable and a new role there', async () => {
    // A second process on the same database, with its own kept sessions.
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await addProbe(other);
    await other.ready();
    try {
      const user = await createTestUser(t);
      expect(await probe(other, user.headers)).toBe(200);
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
      expect(logout.statusCode).toBe(200);
      await expect.poll(() => probe(other, user.headers), NOTIFIED).toBe(401);

      const staff = await createTestUser(t);
      expect(await probe(other, staff.headers, 'admin')).toBe(403);
      await t.database.db.execute(sql`update users set role = 'admin' where id = ${staff.id}`);
      await expect.poll(() => probe(other, staff.headers, 'admin'), NOTIFIED).toBe(200);

      const admin = await createTestUser(t, { role: 'admin' });
      const disable = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${staff.id}`,
        headers: admin.headers,
        payload: { disabled: true },
      });
      expect(disable.statusCode, disable.body).toBe(200);
      await expect.poll(() => probe(other, staff.headers, 'admin'), NOTIFIED).toBe(401);
    } finally {
      await other.close();
    }
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
