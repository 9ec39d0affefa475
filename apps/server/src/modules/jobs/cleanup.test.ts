import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { idempotencyKeys, jobs, loginThrottles, mailOutbox, sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

/**
 * The recurring cleanup jobs on real SQL: old rows go, fresh ones stay. The app's clock is moved a
 * week ahead, so every sweep is due and "old" is measured from that moment.
 */
let t: TestApp;
let db: Db;
/** The sweeps the modules register with the runner (auth, orders, mail, jobs): none may go missing. */
const SWEEPS = [
  'cleanup.sessions',
  'cleanup.login-throttles',
  'cleanup.otp-codes',
  'cleanup.sent-mail',
  'cleanup.idempotency-keys',
  'cleanup.finished-jobs',
];
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '60000' } });
  db = t.database.db as Db;
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('cleanup jobs', () => {
  it('delete ended sessions, old idempotency keys, old sent mail and old finished jobs; keep the rest', async () => {
    const later = new Date(Date.now() + 7 * DAY);
    const ago = (ms: number) => new Date(later.getTime() - ms);
    const user = await createTestUser(t);

    const [expired, revokedLongAgo, revokedJustNow, live] = await db
      .insert(sessions)
      .values([
        { userId: user.id, expiresAt: ago(60_000) },
        { userId: user.id, expiresAt: ago(-30 * DAY), revokedAt: ago(2 * DAY) },
        { userId: user.id, expiresAt: ago(-30 * DAY), revokedAt: ago(HOUR) },
        { userId: user.id, expiresAt: ago(-HOUR) },
      ])
      .returning({ id: sessions.id });
    await db.insert(idempotencyKeys).values([
      { customerId: user.id, key: 'old', requestHash: 'h', createdAt: ago(25 * HOUR) },
      { customerId: user.id, key: 'fresh', requestHash: 'h', createdAt: ago(HOUR) },
    ]);
    const mail = (subject: string, values: Partial<typeof mailOutbox.$inferInsert>) => ({
      to: 'a@jhola.test',
      subject,
      text: '',
      html: '',
      kind: 'test',
      ...values,
    });
    await db
      .insert(mailOutbox)
      .values([
        mail('sent long ago', { status: 'sent', sentAt: ago(31 * DAY), createdAt: ago(31 * DAY) }),
        mail('logged long ago', { status: 'logged', sentAt: ago(31 * DAY), createdAt: ago(31 * DAY) }),
        mail('sent lately', { status: 'sent', sentAt: ago(29 * DAY), createdAt: ago(29 * DAY) }),
        mail('still pending', { status: 'pending', createdAt: ago(40 * DAY) }),
      ]);
    await db.insert(jobs).values([
      { kind: 'test.done', key: randomUUID(), runAt: ago(8 * DAY), doneAt: ago(8 * DAY) },
      { kind: 'test.done', key: 'recent', runAt: ago(DAY), doneAt: ago(DAY) },
    ]);

    await db.insert(loginThrottles).values([
      {
        email: 'old@x.test',
        clientAddress: '10.0.0.1',
        failedLoginCount: 5,
        failedLoginWindowStart: ago(2 * HOUR),
      },
      {
        email: 'recent@x.test',
        clientAddress: '10.0.0.1',
        failedLoginCount: 2,
        failedLoginWindowStart: ago(HOUR / 2),
      },
    ]);

    t.setNow(later);
    try {
      expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(SWEEPS.length);
    } finally {
      t.setNow(null);
    }

    const sessionIds = [expired, revokedLongAgo, revokedJustNow, live].map((s) => s!.id);
    const left = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, sessionIds));
    expect(left.map((s) => s.id).sort()).toEqual([revokedJustNow!.id, live!.id].sort());
    const keys = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.customerId, user.id));
    expect(keys.map((k) => k.key)).toEqual(['fresh']);
    const mails = await db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(mails.map((m) => m.subject).sort()).toEqual(['sent lately', 'still pending']);
    const done = await db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, 'test.done'));
    expect(done.map((j) => j.key)).toEqual(['recent']);
    const throttles = await db.select({ email: loginThrottles.email }).from(loginThrottles);
    expect(throttles.map((r) => r.email)).toEqual(['recent@x.test']);
    // The sweeps themselves stay, due again one period later.
    const sweeps = await db.select().from(jobs).where(inArray(jobs.kind, SWEEPS));
    expect(sweeps.map((sweep) => sweep.kind).sort()).toEqual([...SWEEPS].sort());
    for (const sweep of sweeps) expect(sweep.runAt.getTime()).toBeGreaterThan(later.getTime());
  });
});
