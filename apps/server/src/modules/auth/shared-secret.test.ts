import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openTestDatabase, type TestApp, type TestDatabase, testConfig } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

/**
 * DATABASE_URL without JWT_SECRET: every process signs with the secret kept in the database, so a token
 * issued by one process is accepted by another (two app instances on one database here; the cluster
 * end-to-end test does it with real processes).
 */
describe('the token secret shared through the database', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = { ...testConfig(), jwtSecret: '', jwtSecretFromDatabase: true };
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('is asked for exactly when DATABASE_URL is set and JWT_SECRET is not', () => {
    const base = { DATA_DIR: '/tmp/jhola-secret-test' };
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/jhola' })).toMatchObject({
      jwtSecretFromDatabase: true,
    });
    const fixed = loadConfig({ ...base, DATABASE_URL: 'postgres://db/jhola', JWT_SECRET: 'x'.repeat(40) });
    expect(fixed).toMatchObject({ jwtSecretFromDatabase: false, jwtSecret: 'x'.repeat(40) });
  });

  it('is one random secret for both processes, and a login on one works on the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    expect(a.ctx.config.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(a.ctx.config.jwtSecret).toBe(b.ctx.config.jwtSecret);

    const user = await createTestUser({ app: a, database, config: a.ctx.config } as TestApp);
    const login = await a.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const { token } = login.json().data;
    for (const app of [a, b]) {
      const me = await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.user.email).toBe(user.email);
    }
  });
});
