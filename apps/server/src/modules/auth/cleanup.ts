import type { AppContext } from '../../context.js';
import { DAY_MS, HOUR_MS } from '../jobs/kinds.js';
import { LoginThrottleRepository } from './login-throttle-repository.js';
import { OtpRepository } from './otp-repository.js';
import { SessionRepository } from './session-repository.js';

/** How long auth's finished rows are kept. */
export const AUTH_RETENTION = {
  /** A session ended by logout or reset; an expired one goes at once. */
  revokedSessionMs: DAY_MS,
  /** Failed logins of an address: past any window (15 min) and lock (15 min) they hold nothing back. */
  loginThrottleMs: HOUR_MS,
  /** A phone sign-in code past its 10 minutes (kept a day for the per-number story in a support case). */
  expiredOtpMs: DAY_MS,
} as const;

/** Ended sessions, spent failed-login counts and expired sign-in codes, each swept hourly by one process. */
export function registerAuthSweeps(ctx: Pick<AppContext, 'db' | 'jobKinds'>): void {
  ctx.jobKinds.sweep('cleanup.sessions', HOUR_MS, AUTH_RETENTION.revokedSessionMs, (before, now) =>
    new SessionRepository(ctx.db).deleteEnded(now, before),
  );
  ctx.jobKinds.sweep('cleanup.login-throttles', HOUR_MS, AUTH_RETENTION.loginThrottleMs, (before) =>
    new LoginThrottleRepository(ctx.db).deleteStale(before),
  );
  ctx.jobKinds.sweep('cleanup.otp-codes', HOUR_MS, AUTH_RETENTION.expiredOtpMs, (before) =>
    new OtpRepository(ctx.db).deleteExpired(before),
  );
}
