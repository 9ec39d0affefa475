import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) =>
  t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const WRONG = { success: false, code: 'UNAUTHORIZED', message: 'Invalid email or password' };
const LOCKED =
  'Too many failed logins from this device. Login is locked here for 15 min; try again later or reset your password.';

describe('POST /api/auth/login', () => {
  it('answers user and token; each login opens its own session; e-mail case does not matter', async () => {
    const user = await createTestUser(t, { email: 'meera@example.com', name: 'Meera' });
    const res = await login('MEERA@Example.com', user.password);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toEqual({
      _id: user.id,
      name: 'Meera',
      email: 'meera@example.com',
      phone: user.phone,
      role: 'customer',
      language: 'en',
      orderSms: true,
    });
    expect((await me(data.token)).json().data.user._id).toBe(user.id);

    const second = (await login('meera@example.com', user.password)).json().data.token;
    expect(second).not.toBe(data.token);
    // logout ends only the session of the token used
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(data.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const user = await createTestUser(t);
    const wrongPassword = await login(user.email, 'Wrong@1234');
    const unknown = await login('nobody@example.com', user.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(WRONG);
    expect(unknown.json()).toEqual(WRONG);
  });

  it('asks for both fields (422) and lets staff log in (the web app refuses them itself)', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please enter both email and password');
    const shopper = await createTestUser(t, { role: 'shopper' });
    const ok = await login(shopper.email, shopper.password);
    expect(ok.json().data.user.role).toBe('shopper');
  });

  it('locks the address out on the fifth failure within 15 minutes, for 15 minutes', async () => {
    const user = await createTestUser(t);
    const start = new Date('2025-03-01T10:00:00Z');
    try {
      // Two minutes apart: longer than the waits after the third and fourth failure.
      for (let i = 0; i < 4; i++) {
        t.setNow(new Date(start.getTime() + i * 2 * 60_000));
        expect((await login(user.email, 'Wrong@1234')).statusCode).toBe(401);
      }
      t.setNow(new Date(start.getTime() + 10 * 60_000));
      const fifth = await login(user.email, 'Wrong@1234');
      expect(fifth.statusCode).toBe(423);
      expect(fifth.json().message).toBe(LOCKED);
      // even the right password is refused while locked
      t.setNow(new Date(start.getTime() + 24 * 60_000));
      expect((await login(user.email, user.password)).statusCode).toBe(423);
      t.setNow(new Date(start.getTime() + 25 * 60_000 + 1000));
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it('does not lock when the failures are spread over more than 15 minutes, and a success resets the count', async () => {
    const user = await createTestUser(t);
    const start = new Date('2025-03-02T10:00:00Z');
    const at = (minutes: number) => t.setNow(new Date(start.getTime() + minutes * 60_000));
    try {
      for (let i = 0; i < 8; i++) {
        at(i * 4);
        expect((await login(user.email, 'Wrong@1234')).statusCode).toBe(401);
      }
      // four failures are counted in the current window; a success forgets them
      at(29);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) {
        at(30 + i);
        expect((await login(user.email, 'Wrong@1234')).statusCode).toBe(401);
      }
      at(35);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it('answers 429 with the wait after the third failure, for an unknown address as for a known one', async () => {
    const results: number[] = [];
    for (let i = 0; i < 4; i++) results.push((await login('ghost@example.com', 'Wrong@1234')).statusCode);
    expect(results).toEqual([401, 401, 401, 429]);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('need a live session', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    const user = await createTestUser(t);
    expect((await me(user.token)).json()).toEqual({
      success: true,
      data: {
        user: {
          _id: user.id,
          name: user.name,
          email: user.email,
          phone: user.phone,
          role: 'customer',
          language: 'en',
          orderSms: true,
        },
      },
    });
  });
});
