import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleStandIn, startGoogleStandIn } from '../../test/google-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

let google: GoogleStandIn;
let t: TestApp;
beforeAll(async () => {
  google = await startGoogleStandIn();
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl } });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload });
const FAILED = 'Google sign-in failed: the Google token could not be verified.';

describe('POST /api/auth/google', () => {
  it('creates a verified customer from a good token and signs in the same account next time', async () => {
    const credential = await google.sign({ sub: 'g-100', email: 'Priya@Gmail.com', name: 'Priya S' });
    const res = await signIn({ credential });
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json().data;
    expect(user).toMatchObject({ name: 'Priya S', email: 'priya@gmail.com', role: 'customer' });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.user._id).toBe(user._id);
    const again = await signIn({ credential: await google.sign({ sub: 'g-100', email: 'priya@gmail.com' }) });
    expect(again.json().data.user._id).toBe(user._id);
  });

  it('links an existing customer with the same e-mail', async () => {
    const customer = await createTestUser(t, { email: 'link-me@gmail.com' });
    const res = await signIn({ credential: await google.sign({ sub: 'g-200', email: 'link-me@gmail.com' }) });
    expect(res.json().data.user._id).toBe(customer.id);
  });

  it('never trusts an e-mail or id sent beside the token', async () => {
    const victim = await createTestUser(t, { email: 'victim@example.com' });
    const credential = await google.sign({ sub: 'g-300', email: 'attacker@gmail.com' });
    const res = await signIn({ credential, email: victim.email, googleId: 'g-victim', role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'attacker@gmail.com', role: 'customer' });
  });

  it.each([
    ['a wrong audience', () => google.sign({ sub: 'g-1', email: 'x@gmail.com', aud: 'someone-else' })],
    [
      'an expired token',
      () => google.sign({ sub: 'g-1', email: 'x@gmail.com' }, { now: new Date(Date.now() - 7200_000) }),
    ],
    ['a bad signature', () => google.sign({ sub: 'g-1', email: 'x@gmail.com' }, { foreignKey: true })],
    ['a wrong issuer', () => google.sign({ sub: 'g-1', email: 'x@gmail.com', iss: 'https://evil.example' })],
    ['a token that is not a JWT', async () => 'not-a-token-at-all'],
  ])('refuses %s with 401', async (_what, make) => {
    const res = await signIn({ credential: await make() });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(FAILED);
  });

  it('refuses an unverified Google e-mail', async () => {
    const res = await signIn({
      credential: await google.sign({ sub: 'g-2', email: 'u@gmail.com', email_verified: false }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Google sign-in failed: this Google account has no verified email.');
  });

  it('refuses staff accounts with the PRODUCT.md §5 message', async () => {
    const shopper = await createTestUser(t, { role: 'shopper', email: 'shopper-g@gmail.com' });
    const res = await signIn({ credential: await google.sign({ sub: 'g-3', email: shopper.email }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'This account is not registered as a customer. Please use the correct app.',
    );
  });

  it('tells the web app the client id', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json().data).toMatchObject({
      googleClientId: google.clientId,
      supportEmail: 'support@jhola.test',
    });
  });
});

describe('Google sign-in switched off', () => {
  it('answers 404 and publishes no client id when GOOGLE_CLIENT_ID is unset', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: 'x'.repeat(40) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Google sign-in is not enabled on this server.');
      const config = await off.app.inject({ url: '/api/config' });
      expect(config.json().data.googleClientId).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('answers 503 when the key set cannot be reached', async () => {
    const down = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'cid', GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs' },
    });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: await google.sign({ sub: 'g', email: 'e@gmail.com', aud: 'cid' }) },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});
