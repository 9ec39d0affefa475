import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

const SUPPORT = 'help@jhola.example';

describe('POST /api/contact', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let ipCounter = 0;
  /** Each test writes from its own address so the per-IP limit of one test does not touch another. */
  const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers,
      remoteAddress: `10.0.0.${++ipCounter}`,
    });
  const storedFor = (email: string) =>
    t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores the message and mails it to the support address', async () => {
    const res = await send({
      name: 'Asha Rao',
      email: 'Asha@Example.com',
      subject: 'Late <b>delivery</b>',
      message: 'My order JH-100001 is late.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Message sent successfully. We will get back to you soon.',
    });
    const [row] = await storedFor('asha@example.com');
    expect(row).toMatchObject({
      name: 'Asha Rao',
      subject: 'Late <b>delivery</b>',
      userId: null,
      ip: '10.0.0.1',
    });

    const mail = await smtp.waitFor((m) => m.to.includes(SUPPORT));
    expect(mail.subject).toBe('Contact: Late <b>delivery</b> (from Asha Rao)');
    expect(mail.text).toContain('My order JH-100001 is late.');
    expect(mail.text).toContain('asha@example.com');
    expect(mail.html).toContain('Late &lt;b&gt;delivery&lt;/b&gt;');
  });

  it('records who sent it when signed in; the subject is optional', async () => {
    const customer = await createTestUser(t);
    const res = await send({ name: 'Bina', email: 'bina@example.com', message: 'Hello' }, customer.headers);
    expect(res.statusCode).toBe(201);
    const [row] = await storedFor('bina@example.com');
    expect(row).toMatchObject({ userId: customer.id, subject: '' });
  });

  it('refuses a message without name, e-mail or text, and a malformed address, storing nothing', async () => {
    for (const payload of [
      { name: '  ', email: 'c@example.com', message: 'Hi' },
      { name: 'C', email: '', message: 'Hi' },
      { name: 'C', email: 'c@example.com', message: '   ' },
    ]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Please fill in your name, email, and message.');
    }
    const bad = await send({ name: 'C', email: 'not-an-address', message: 'Hi' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Invalid email format');
    expect(await storedFor('c@example.com')).toHaveLength(0);
  });

  it('limits messages per address and per IP (429), and lets them through again an hour later', async () => {
    const fromAddress = (i: number) => send({ name: 'D', email: 'dev@example.com', message: `Message ${i}` });
    for (let i = 0; i < 5; i += 1) expect((await fromAddress(i)).statusCode).toBe(201);
    const refused = await fromAddress(5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please wait a moment and try again.');
    expect(await storedFor('dev@example.com')).toHaveLength(5);

    const fromIp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.9.9.9',
        payload: { name: 'E', email: `e${i}@example.com`, message: 'Hi' },
      });
    for (let i = 0; i < 10; i += 1) expect((await fromIp(i)).statusCode).toBe(201);
    expect((await fromIp(10)).statusCode).toBe(429);

    t.setNow(new Date(Date.now() + 61 * 60 * 1000));
    try {
      expect((await fromIp(11)).statusCode).toBe(201);
      expect((await fromAddress(6)).statusCode).toBe(201);
    } finally {
      t.setNow(null);
    }
  });
});
