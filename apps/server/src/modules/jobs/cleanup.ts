import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { LoginThrottleRepository } from '../auth/login-throttle-repository.js';
import { OtpRepository } from '../auth/otp-repository.js';
import { SessionRepository } from '../auth/session-repository.js';
import { MailRepository } from '../mail/repository.js';
import { OrderRepository } from '../orders/core/repository.js';
import { IDEMPOTENCY_WINDOW_MS } from '../orders/placement/idempotency.js';
import { JobRepository } from './repository.js';
import type { RecurringJob } from './runner.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** How long finished rows are kept, and how often each table is swept. */
export const RETENTION = {
  /** A session ended by logout or reset; an expired one goes at once. */
  revokedSessionMs: DAY,
  idempotencyKeyMs: IDEMPOTENCY_WINDOW_MS,
  sentMailMs: 30 * DAY,
  finishedJobMs: 7 * DAY,
  /** Failed logins of an address: past any window (15 min) and lock (15 min) they hold nothing back. */
  loginThrottleMs: HOUR,
  /** A phone sign-in code past its 10 minutes (kept a day for the per-number story in a support case). */
  expiredOtpMs: DAY,
} as const;

export const CLEANUP_JOBS = {
  sessions: 'cleanup.sessions',
  idempotencyKeys: 'cleanup.idempotency-keys',
  sentMail: 'cleanup.sent-mail',
  finishedJobs: 'cleanup.finished-jobs',
  loginThrottles: 'cleanup.login-throttles',
  otpCodes: 'cleanup.otp-codes',
} as const;

/**
 * What nothing cleaned before the job runner: ended sessions, idempotency keys past their replay
 * window, old sent mail and finished jobs, failed-login counts that hold nothing back any more. Recurring jobs, so one process sweeps each table per period.
 */
export function cleanupJobs(ctx: Pick<AppContext, 'db' | 'now'>, log: FastifyBaseLogger): RecurringJob[] {
  const sweep = (kind: string, everyMs: number, remove: (now: Date) => Promise<number>): RecurringJob => ({
    kind,
    everyMs,
    run: async () => {
      const deleted = await remove(ctx.now());
      if (deleted > 0) log.info({ kind, deleted }, 'old rows deleted');
    },
  });
  const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
  return [
    sweep(CLEANUP_JOBS.sessions, HOUR, (now) =>
      new SessionRepository(ctx.db).deleteEnded(now, before(now, RETENTION.revokedSessionMs)),
    ),
    sweep(CLEANUP_JOBS.idempotencyKeys, HOUR, (now) =>
      new OrderRepository(ctx.db).deleteIdempotencyKeysBefore(before(now, RETENTION.idempotencyKeyMs)),
    ),
    sweep(CLEANUP_JOBS.sentMail, 6 * HOUR, (now) =>
      new MailRepository(ctx.db).deleteFinishedBefore(before(now, RETENTION.sentMailMs)),
    ),
    sweep(CLEANUP_JOBS.finishedJobs, DAY, (now) =>
      new JobRepository(ctx.db).deleteDoneBefore(before(now, RETENTION.finishedJobMs)),
    ),
    sweep(CLEANUP_JOBS.loginThrottles, HOUR, (now) =>
      new LoginThrottleRepository(ctx.db).deleteStale(before(now, RETENTION.loginThrottleMs)),
    ),
    sweep(CLEANUP_JOBS.otpCodes, HOUR, (now) =>
      new OtpRepository(ctx.db).deleteExpired(before(now, RETENTION.expiredOtpMs)),
    ),
  ];
}
