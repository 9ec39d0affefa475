import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../test/outbox.js';
import { linkIn, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { retryDelayMs } from './worker.js';

const person = (email: string) => ({
  name: 'Ravi Kumar',
  email,
  phone: '9876543210',
  password: 'Strong@123',
});

describe('mail through SMTP', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://shop.example:8080' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification mail, HTML and plain text, with the APP_URL link that verifies', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person('ravi@example.com') });
    const mail = await smtp.waitFor((m) => m.to.includes('ravi@example.com'));
    expect(mail.subject).toBe('Verify your email for Jhola');
    expect(mail.from).toBe('no-reply@jhola.test');
    const link = linkIn(mail, 'http://shop.example:8080/verify-email?');
    expect(link).toBeDefined();
    expect(mail.html).toContain('href="http://shop.example:8080/verify-email?token=');
    const url = new URL(link!);
    expect(url.searchParams.get('email')).toBe('ravi@example.com');
    const res = await t.app.inject({ url: `/api/auth/verify-email${url.search}` });
    expect(res.statusCode).toBe(200);
    await t.app.ctx.mail.idle();
    expect((await outboxFor(t, 'ravi@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('delivers the reset mail with its link', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person('reset-me@example.com') });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'reset-me@example.com' },
    });
    const mail = await smtp.waitFor(
      (m) => m.to.includes('reset-me@example.com') && m.subject.includes('Reset'),
    );
    expect(linkIn(mail, 'http://shop.example:8080/reset-password?token=')).toContain(
      'email=reset-me%40example.com',
    );
  });

  it('keeps the signup when the mail server refuses, and retries with backoff until it is sent', async () => {
    smtp.refuseNext(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: person('retry@example.com'),
    });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.mail.idle();
    const [row] = await outboxFor(t, 'retry@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('451');
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(1, 30_000) - 5_000);

    t.setNow(new Date(Date.now() + 31_000));
    try {
      t.app.ctx.mail.kick();
      const mail = await smtp.waitFor((m) => m.to.includes('retry@example.com'));
      expect(mail.subject).toBe('Verify your email for Jhola');
      await t.app.ctx.mail.idle();
      expect((await outboxFor(t, 'retry@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      t.setNow(null);
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('is written to the log with its link and marked logged', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { openTestDatabase, testConfig } = await import('../../test/test-app.js');
    const { buildApp } = await import('../../app.js');
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: { level: 'info', stream } });
    await app.ready();
    try {
      await app.inject({ method: 'POST', url: '/api/auth/signup', payload: person('dev@example.com') });
      await app.ctx.mail.idle();
      const logged = lines.find((l) => l.includes('mail (not sent, no SMTP_URL)'));
      expect(logged).toContain('http://localhost:3000/verify-email?token=');
      const rows = await outboxFor({ database } as TestApp, 'dev@example.com');
      expect(rows[0]!.status).toBe('logged');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('retry delays', () => {
  it('double from the base and stop at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
  });
});
