import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForOutbox } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  options: { token?: string; payload?: object; language?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('the language saved on the account (issue 19)', () => {
  it('is English at first, changes with PATCH /api/me, and GET /api/me and the login reply say it', async () => {
    const user = await createTestUser(t, { name: 'Meena' });
    expect((await call('GET', '/api/me', { token: user.token })).json().data.user.language).toBe('en');

    const patch = await call('PATCH', '/api/me', { token: user.token, payload: { language: 'hi' } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toEqual({
      success: true,
      message: 'Language saved',
      data: {
        user: {
          _id: user.id,
          name: 'Meena',
          email: user.email,
          phone: user.phone,
          role: 'customer',
          language: 'hi',
          orderSms: true,
        },
      },
    });
    expect((await call('GET', '/api/me', { token: user.token })).json().data.user.language).toBe('hi');
    expect((await call('GET', '/api/auth/me', { token: user.token })).json().data.user.language).toBe('hi');
    const login = await call('POST', '/api/auth/login', {
      payload: { email: user.email, password: user.password },
    });
    expect(login.json().data.user.language).toBe('hi');

    // Back to English through the other address; only the caller's own row changes.
    const other = await createTestUser(t);
    await call('PATCH', '/api/auth/me', { token: user.token, payload: { language: 'en' } });
    expect((await call('GET', '/api/me', { token: user.token })).json().data.user.language).toBe('en');
    expect((await call('GET', '/api/me', { token: other.token })).json().data.user.language).toBe('en');
  });

  it('is for staff too', async () => {
    for (const role of ['shopper', 'delivery', 'admin'] as const) {
      const staff = await createTestUser(t, { role });
      const res = await call('PATCH', '/api/me', { token: staff.token, payload: { language: 'hi' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ role, language: 'hi' });
    }
  });

  it('refuses another language with 422 and a clear message, and needs a session', async () => {
    const user = await createTestUser(t);
    for (const payload of [{ language: 'fr' }, {}, { language: 'HI' }, { language: 1 }]) {
      const res = await call('PATCH', '/api/me', { token: user.token, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION',
        message: 'Choose English (en) or Hindi (hi)',
        errors: [{ field: 'language', message: 'Choose English (en) or Hindi (hi)' }],
      });
    }
    const hindi = await call('PATCH', '/api/me', {
      token: user.token,
      payload: { language: 'fr' },
      language: 'hi',
    });
    expect(hindi.json().message).toBe('अंग्रेज़ी (en) या हिंदी (hi) चुनें');
    expect((await call('PATCH', '/api/me', { payload: { language: 'hi' } })).statusCode).toBe(401);
    expect((await call('GET', '/api/me', { token: user.token })).json().data.user.language).toBe('en');
  });
});

describe('errors in the request’s language', () => {
  it('answers in Hindi for Accept-Language hi or hi-IN, the code unchanged; English exactly as before', async () => {
    const wrong = { email: 'nobody@example.com', password: 'Wrong@1234' };
    const english = await call('POST', '/api/auth/login', { payload: wrong });
    expect(english.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
    // Each try names its own address: three failures of one make the next one wait (issue 26).
    for (const [i, language] of ['hi', 'hi-IN,hi;q=0.9,en;q=0.8'].entries()) {
      const res = await call('POST', '/api/auth/login', {
        payload: { ...wrong, email: `nobody-${i}@example.com` },
        language,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'ईमेल या पासवर्ड गलत है' });
    }
    const other = await call('POST', '/api/auth/login', {
      payload: { ...wrong, email: 'nobody-fr@example.com' },
      language: 'fr-FR',
    });
    expect(other.json().message).toBe('Invalid email or password');
    expect(english.headers.vary).toContain('Accept-Language');
  });

  it('writes validation messages and the default messages of a status in Hindi', async () => {
    const res = await call('POST', '/api/auth/login', {
      payload: { email: '', password: '' },
      language: 'hi',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('कृपया ईमेल और पासवर्ड दोनों डालें');
    const unauthorised = await call('GET', '/api/me', { language: 'hi' });
    expect(unauthorised.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(unauthorised.json().message).not.toMatch(/[A-Za-z]{4}/);
  });
});

describe('e-mails in the recipient’s language', () => {
  it('writes the verification mail in Hindi for a person who signed up in Hindi, and the reset mail in the saved language', async () => {
    const email = 'hindi-signup@example.com';
    const signup = await call('POST', '/api/auth/signup', {
      payload: { name: 'Kavita', email, phone: '9876543210', password: 'Strong@123' },
      language: 'hi-IN',
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().message).toBe('अकाउंट बन गया! लॉग इन करने से पहले अपना ईमेल देखकर अकाउंट वेरिफ़ाई करें');
    const [verify] = await waitForOutbox(t, email, 'verify_email');
    expect(verify!.subject).toBe('Jhola के लिए अपना ईमेल वेरिफ़ाई करें');
    expect(verify!.text).toContain('नमस्ते Kavita,');
    expect(verify!.html).toContain('ईमेल वेरिफ़ाई करें');

    // An English request later does not change the saved language: the reset mail is in Hindi too.
    await call('POST', '/api/auth/forgot-password', { payload: { email } });
    const [reset] = await waitForOutbox(t, email, 'reset_password');
    expect(reset!.subject).toBe('अपना Jhola पासवर्ड रीसेट करें');

    await call('POST', '/api/auth/signup', {
      payload: {
        name: 'John',
        email: 'english-signup@example.com',
        phone: '9876543210',
        password: 'Strong@123',
      },
    });
    const [english] = await waitForOutbox(t, 'english-signup@example.com', 'verify_email');
    expect(english!.subject).toBe('Verify your email for Jhola');
    expect(english!.text.startsWith('Hello John,\n\n')).toBe(true);
  });
});
