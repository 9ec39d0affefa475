import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../test/outbox.js';
import { linkIn, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HOUR_MS } from '../jobs/kinds.js';
import { JobRepository } from '../jobs/repository.js';
import { jobRetryDelayMs } from '../jobs/runner.js';
import { SEND_MAIL_JOB } from './mail-service.js';

/** The outbox row's `mail.send` job: the queue's one schedule of the mail. */
const sendJobOf = (t: TestApp, mailId: string) =>
  new JobRepository(t.database.db).find(SEND_MAIL_JOB, mailId);

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
    const job = await sendJobOf(t, row!.id);
    expect(job).toMatchObject({ attempts: 1, doneAt: null, lockedUntil: null });
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(jobRetryDelayMs(1, 30_000, HOUR_MS) - 5_000);

    t.setNow(new Date(Date.now() + 31_000));
    try {
      t.app.ctx.mail.kick();
      const mail = await smtp.waitFor((m) => m.to.includes('retry@example.com'));
      expect(mail.subject).toBe('Verify your email for Jhola');
      await t.app.ctx.mail.idle();
      expect((await outboxFor(t, 'retry@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
      expect((await sendJobOf(t, row!.id))!.doneAt).not.toBeNull();
    } finally {
      t.setNow(null);
    }
  });

  it('delivers a mail once, even when its job is claimed again after the mail left', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person('once@example.com') });
    await smtp.waitFor((m) => m.to.includes('once@example.com'));
    await t.app.ctx.mail.idle();
    const [row] = await outboxFor(t, 'once@example.com');
    // A process that sent the mail and died before finishing its job: the job is due again.
    await new JobRepository(t.database.db).schedule(
      { kind: SEND_MAIL_JOB, key: row!.id, payload: { mailId: row!.id }, runAt: t.now() },
      t.now(),
    );
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(smtp.mails.filter((m) => m.to.includes('once@example.com'))).toHaveLength(1);
    expect((await outboxFor(t, 'once@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives a mail up after its eighth refused attempt, one backoff apart each', async () => {
    smtp.refuseNext(8);
    // The clock stands still, so each retry's time is exactly the failure's time plus the backoff.
    t.setNow(new Date());
    let at = t.now().getTime();
    try {
      await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person('never@example.com') });
      await t.app.ctx.mail.idle();
      const [row] = await outboxFor(t, 'never@example.com');
      for (let attempt = 2; attempt <= 8; attempt++) {
        const job = await sendJobOf(t, row!.id);
        expect(job!.runAt.getTime() - at).toBe(jobRetryDelayMs(attempt - 1, 30_000, HOUR_MS));
        at = job!.runAt.getTime();
        t.setNow(job!.runAt);
        await t.app.jobs.runDue();
      }
      expect((await outboxFor(t, 'never@example.com'))[0]).toMatchObject({ status: 'failed', attempts: 8 });
      const job = await sendJobOf(t, row!.id);
      expect(job!.doneAt).not.toBeNull();
      expect(job!.lastError).toContain('451');
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

describe('retry delays of a mail', () => {
  it('double from the base and stop at one hour', () => {
    const delay = (n: number) => jobRetryDelayMs(n, 30_000, HOUR_MS);
    expect([1, 2, 3, 4].map(delay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(delay(20)).toBe(3_600_000);
  });
});
