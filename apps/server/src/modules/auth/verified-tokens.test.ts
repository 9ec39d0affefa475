import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './tokens.js';

// Issue 48: a token verified once is remembered by the process (verified-tokens.ts); what it skips is the
// signature check only, never the expiry or the session.
describe('tokens the process has verified before', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const me = (token: string) =>
    t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  it('refuses a remembered token once it has expired, though its session is still live', async () => {
    const user = await createTestUser(t);
    const now = new Date();
    // Signed so that it expires in a minute (its session lives a week).
    const issued = new Date(now.getTime() - ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000);
    const [, payload] = user.token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const token = await signAccessToken(
      t.config.jwtSecret,
      { userId: user.id, sessionId: sid, role: 'customer' },
      issued,
    );
    t.setNow(now);
    expect((await me(token)).statusCode).toBe(200);
    t.setNow(new Date(now.getTime() + 2 * 60_000));
    expect((await me(token)).statusCode).toBe(401);
    t.setNow(null);
  });

  it('refuses a token whose signature differs from a remembered one with the same claims', async () => {
    const user = await createTestUser(t);
    expect((await me(user.token)).statusCode).toBe(200);
    const [header, payload, signature] = user.token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BA' : 'AA'}`;
    expect((await me(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
  });
});
