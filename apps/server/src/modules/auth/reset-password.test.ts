import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromOutbox, outboxFor } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://jhola.example' } });
});
afterAll(async () => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const NEW = 'Fresh@5678';

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const user = await createTestUser(t);
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('not-a-user@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for that email, a reset link has been sent.',
      data: null,
    });
    const link = await linkFromOutbox(t, user.email, 'reset_password');
    expect(`${link.url.origin}${link.url.pathname}`).toBe('https://jhola.example/reset-password');
    expect(link.email).toBe(user.email);
    await t.app.ctx.mail.idle();
    expect(await outboxFor(t, 'not-a-user@example.com')).toHaveLength(0);
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const user = await createTestUser(t);
    const other = (await login(user.email, user.password)).json().data.token;
    await forgot(user.email);
    const link = await linkFromOutbox(t, user.email, 'reset_password');
    const res = await reset({ token: link.token, email: link.email, newPassword: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password reset successful');

    for (const token of [user.token, other]) {
      const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW)).statusCode).toBe(200);

    const again = await reset({ token: link.token, email: link.email, newPassword: 'Other@9999' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link has already been used. Please request a new one.');
    expect((await login(user.email, NEW)).statusCode).toBe(200);
  });

  it('refuses a link older than one hour, and an older link once a newer one was sent', async () => {
    const user = await createTestUser(t);
    await forgot(user.email);
    const first = await linkFromOutbox(t, user.email, 'reset_password');
    await forgot(user.email);
    const second = await linkFromOutbox(t, user.email, 'reset_password', 2);
    const superseded = await reset({ token: first.token, email: first.email, newPassword: NEW });
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json().message).toBe('This reset link is invalid. Please request a new one.');

    t.setNow(new Date(Date.now() + 3600 * 1000 + 1000));
    try {
      const late = await reset({ token: second.token, email: second.email, newPassword: NEW });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('This reset link has expired. Please request a new one.');
    } finally {
      t.setNow(null);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('applies the signup password rules (422) and changes nothing', async () => {
    const user = await createTestUser(t);
    await forgot(user.email);
    const link = await linkFromOutbox(t, user.email, 'reset_password');
    const weak = await reset({ token: link.token, email: link.email, newPassword: 'weakpassword' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe(
      'Password must include uppercase, lowercase, number, and special character',
    );
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // the link still works after the refused attempt
    expect((await reset({ token: link.token, email: link.email, newPassword: NEW })).statusCode).toBe(200);
  });

  it('verifies an unverified account (the mailed link proves the address)', async () => {
    const user = await createTestUser(t, { verified: false });
    expect((await login(user.email, user.password)).statusCode).toBe(403);
    await forgot(user.email);
    const link = await linkFromOutbox(t, user.email, 'reset_password');
    await reset({ token: link.token, email: link.email, newPassword: NEW });
    expect((await login(user.email, NEW)).statusCode).toBe(200);
  });

  it('limits requests per address (429 on the sixth in 15 minutes), the same for unknown addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await forgot('limit-me@example.com')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await forgot('limit-me@example.com');
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });
});
