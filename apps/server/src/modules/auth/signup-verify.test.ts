import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromOutbox, waitForOutbox } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://jhola.example' } });
});
afterAll(async () => t.close());

let n = 0;
const person = () => ({
  name: 'Asha Rao',
  email: `Asha.${++n}@Example.com`,
  phone: '9876543210',
  password: 'Strong@123',
});
const signup = (body: object) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const verify = ({ token, email }: { token: string; email: string }) =>
  t.app.inject({ url: `/api/auth/verify-email?${new URLSearchParams({ token, email })}` });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/signup', () => {
  it('creates an unverified customer and mails an APP_URL link; login is refused until verified', async () => {
    const p = person();
    const res = await signup({ ...p, role: 'customer' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message:
        'Account created successfully! Please check your email to verify your account before logging in',
      data: { email: p.email.toLowerCase() },
    });
    const link = await linkFromOutbox(t, p.email, 'verify_email');
    expect(`${link.url.origin}${link.url.pathname}`).toBe('https://jhola.example/verify-email');
    expect(link.email).toBe(p.email.toLowerCase());
    expect(link.token.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url

    const early = await login(p.email, p.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Please verify your email before logging in.');
  });

  it('answers an e-mail already used, whatever its case, as a new one (issue 26: no enumeration)', async () => {
    const p = person();
    const first = await signup(p);
    expect(first.statusCode).toBe(201);
    const again = await signup({ ...p, email: p.email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'nope' }, 'email', 'Invalid email format'],
    [{ phone: '12345' }, 'phone', 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [
      { password: 'lowercase@123' },
      'password',
      'Password must include uppercase, lowercase, number, and special character',
    ],
    [{ role: 'admin' }, 'role', 'Only customers can sign up here'],
  ])('refuses %j with 422 and the PRODUCT.md §5 message', async (change, field, message) => {
    const p = { ...person(), ...change };
    const res = await signup(p);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[0]).toEqual({ field, message });
    if (!('email' in change)) {
      const retry = await signup({ ...person(), email: p.email }); // nothing was created: the address is free
      expect(retry.statusCode).toBe(201);
    }
  });
});

describe('GET /api/auth/verify-email', () => {
  it('verifies once; the same link then fails with a clear message; login works', async () => {
    const p = person();
    await signup(p);
    const { token, email } = await linkFromOutbox(t, p.email, 'verify_email');
    const ok = await verify({ token, email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Email verified successfully!' });
    const again = await verify({ token, email });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link has already been used. You can log in.');
    expect((await login(p.email, p.password)).statusCode).toBe(200);
  });

  it('refuses a link after 24 hours', async () => {
    const p = person();
    await signup(p);
    const { token, email } = await linkFromOutbox(t, p.email, 'verify_email');
    t.setNow(new Date(Date.now() + 24 * 3600 * 1000 + 1000));
    try {
      const res = await verify({ token, email });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This verification link has expired. Please request a new one.');
    } finally {
      t.setNow(null);
    }
    expect((await login(p.email, p.password)).statusCode).toBe(403);
  });

  it('refuses a wrong token, a token for another address, and a link missing a part', async () => {
    const p = person();
    await signup(p);
    const { token } = await linkFromOutbox(t, p.email, 'verify_email');
    const wrong = await verify({ token: 'x'.repeat(43), email: p.email });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This verification link is invalid. Please request a new one.');
    expect((await verify({ token, email: 'someone@else.com' })).statusCode).toBe(400);
    const missing = await t.app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid verification link. Please check your email again.');
    expect((await login(p.email, p.password)).statusCode).toBe(403);
  });

  it('resend mails a fresh link that replaces the old one; unknown addresses get the same answer', async () => {
    const p = person();
    await signup(p);
    const first = await linkFromOutbox(t, p.email, 'verify_email');
    const resend = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    const known = await resend(p.email);
    const unknown = await resend('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const second = await linkFromOutbox(t, p.email, 'verify_email', 2);
    expect(second.token).not.toBe(first.token);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('does not mail a verified account again', async () => {
    const p = person();
    await signup(p);
    await verify(await linkFromOutbox(t, p.email, 'verify_email'));
    await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: p.email } });
    await new Promise((r) => setTimeout(r, 200));
    expect(await waitForOutbox(t, p.email, 'verify_email')).toHaveLength(1);
  });
});
