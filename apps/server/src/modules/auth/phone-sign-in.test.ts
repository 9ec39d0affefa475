import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';
import { SmsCatcher } from '../../test/sms-catcher.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Msg91SmsSender } from '../sms/msg91-sender.js';
import { TwilioSmsSender } from '../sms/twilio-sender.js';
import { WebhookSmsSender } from '../sms/webhook-sender.js';

let t: TestApp;
const catcher = new SmsCatcher();
let catcherUrl = '';
beforeAll(async () => {
  catcherUrl = await catcher.start();
  t = await createTestApp({ env: { SMS_WEBHOOK_URL: `${catcherUrl}/sms` } });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

let addressCount = 0;
/** Each test asks from its own network address, so the per-address limit is one test's business. */
const newAddress = () => `10.31.0.${++addressCount}`;

async function requestCode(phone: string, remoteAddress: string) {
  const before = catcher.received.length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/request',
    payload: { phone },
    remoteAddress,
  });
  if (res.statusCode === 202) await catcher.waitForCount(before + 1);
  return res;
}
const verify = (payload: Record<string, unknown>, remoteAddress = '10.31.9.9') =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload, remoteAddress });
const me = (token: string) =>
  t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const storedCodes = (phone: string) =>
  (t.database.db as Db).select().from(otpCodes).where(eq(otpCodes.phone, phone));

describe('phone sign-in (issue 31)', () => {
  it('sends a code by SMS, asks a new number its name once, signs in, and the code works once', async () => {
    const ip = newAddress();
    const res = await requestCode('+91 98450 12345', ip);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: 'We have sent a 6-digit code to your phone.',
    });
    const sms = catcher.received.at(-1)!;
    expect(sms.path).toBe('/sms');
    expect(sms.headers['content-type']).toBe('application/json');
    expect(sms.fields.to).toBe('+919845012345');
    const code = catcher.codeFor('+919845012345');
    expect(sms.fields.text).toContain(`${code} is your Jhola sign-in code`);

    // Stored as a keyed hash of number and code, never the code.
    const [stored] = await storedCodes('9845012345');
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toBe(
      createHmac('sha256', t.config.jwtSecret).update(`otp:9845012345:${code}`).digest('hex'),
    );

    // A wrong code says nothing about the number; the right one, for a new number, asks the name as a
    // step (200, no session), not as a failed request, and stays good for the send with the name.
    const wrongCode = code === '000000' ? '111111' : '000000';
    const guessed = await verify({ phone: '9845012345', code: wrongCode });
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).not.toHaveProperty('data');
    const noName = await verify({ phone: '9845012345', code });
    expect(noName.statusCode).toBe(200);
    expect(noName.json()).toEqual({
      success: true,
      data: { needsName: true },
      message: 'Tell us your name to finish making your account',
    });
    const signedIn = await verify({ phone: '9845012345', code, name: 'Asha Rao' });
    expect(signedIn.statusCode).toBe(200);
    const { user, token } = signedIn.json().data;
    expect(user).toMatchObject({ name: 'Asha Rao', email: '', phone: '9845012345', role: 'customer' });
    expect((await me(token)).json().data.user._id).toBe(user._id);

    const again = await verify({ phone: '9845012345', code, name: 'Asha Rao' });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This code has expired or was already used. Ask for a new code.');

    // The next sign-in opens the same account without asking the name.
    await requestCode('09845012345', ip);
    const next = await verify({ phone: '9845012345', code: catcher.codeFor('+919845012345') });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.user._id).toBe(user._id);
  });

  it('answers any valid number the same, refuses a bad one with its message, and sends nothing for it', async () => {
    const ip = newAddress();
    const known = await requestCode('9845012345', ip);
    const unknown = await requestCode('7012345678', ip);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const sent = catcher.received.length;
    for (const phone of ['12345', '9999999999', '+44 7700 900123']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { phone },
        remoteAddress: ip,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].field).toBe('phone');
    }
    const badCode = await verify({ phone: '7012345678', code: '12ab' });
    expect(badCode.statusCode).toBe(422);
    expect(catcher.received.length).toBe(sent);
  });

  it('lets a code expire after 10 minutes, and a newer code replaces the older one', async () => {
    const ip = newAddress();
    const start = new Date('2026-11-25T10:00:00Z');
    t.setNow(start);
    try {
      await requestCode('8123456789', ip);
      const first = catcher.codeFor('+918123456789');
      await requestCode('8123456789', ip);
      const second = catcher.codeFor('+918123456789');
      if (first !== second) {
        const old = await verify({ phone: '8123456789', code: first, name: 'Ravi' });
        expect(old.statusCode).toBe(401);
      }
      t.setNow(new Date(start.getTime() + 10 * 60_000));
      const late = await verify({ phone: '8123456789', code: second, name: 'Ravi' });
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe('This code has expired or was already used. Ask for a new code.');
    } finally {
      t.setNow(null);
    }
  });

  it('allows 5 tries: the sixth is refused even with the right code', async () => {
    await requestCode('8234567890', newAddress());
    const code = catcher.codeFor('+918234567890');
    const wrong = code === '000000' ? '000001' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => verify({ phone: '8234567890', code: wrong, name: 'Guess' })),
    );
    expect(tries.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(tries[0]!.json().message).toBe('That code is not right. Check the SMS and try again.');
    const right = await verify({ phone: '8234567890', code, name: 'Guess' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong tries. Ask for a new code.');
    const [stored] = await storedCodes('8234567890');
    expect(stored!.tries).toBe(5);
    expect(stored!.usedAt).toBeNull();
  });

  it('limits codes per number (5 an hour) and per network address (30 an hour)', async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i++) expect((await requestCode('8345678901', ip)).statusCode).toBe(202);
    const sixth = await requestCode('8345678901', newAddress());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many codes asked for this number. Please try again in an hour.');

    const busy = newAddress();
    for (let i = 0; i < 30; i++)
      expect((await requestCode(`90000000${String(i).padStart(2, '0')}`, busy)).statusCode).toBe(202);
    const over = await requestCode('9000000099', busy);
    expect(over.statusCode).toBe(429);
    expect(catcher.received.some((s) => s.fields?.to === '+919000000099')).toBe(false);
  });
});

describe('SMS providers (one file each behind the adapter)', () => {
  it('the webhook posts { to, text } and fails on a refusal', async () => {
    const sender = new WebhookSmsSender(`${catcherUrl}/hook`);
    await sender.send({ to: '+919845012345', text: 'hello' });
    expect(catcher.received.at(-1)!.fields).toEqual({ to: '+919845012345', text: 'hello' });
    catcher.status = 500;
    try {
      await expect(sender.send({ to: '+919845012345', text: 'x' })).rejects.toThrow('HTTP 500');
    } finally {
      catcher.status = 202;
    }
  });

  it('Twilio gets a form with To, From and Body under Basic auth; MSG91 a flow with its auth key', async () => {
    await new TwilioSmsSender({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      baseUrl: catcherUrl,
    }).send({
      to: '+919845012345',
      text: 'code 123456',
    });
    const twilio = catcher.received.at(-1)!;
    expect(twilio.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(twilio.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(twilio.fields).toEqual({ To: '+919845012345', From: '+15005550006', Body: 'code 123456' });

    await new Msg91SmsSender({
      authKey: 'key-1',
      templateId: 'tpl-9',
      url: `${catcherUrl}/api/v5/flow`,
    }).send({
      to: '+919845012345',
      text: 'code 123456',
    });
    const msg91 = catcher.received.at(-1)!;
    expect(msg91.headers.authkey).toBe('key-1');
    expect(msg91.fields).toEqual({
      template_id: 'tpl-9',
      recipients: [{ mobiles: '919845012345', var: 'code 123456' }],
    });
  });
});
