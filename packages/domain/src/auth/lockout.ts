/**
 * Login throttle of the server contract (issue 26), counted per account *and* client address: from one
 * address, failures 3 and 4 make the next try wait a little longer each time, and the fifth within 15
 * minutes locks the account for that address for 15 minutes. Another address is not held back, so nobody
 * can lock an owner out from elsewhere. Pure, so the server applies it inside a row-locked transaction
 * and the tests can move time.
 */
export const LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  /** The wait after the nth failure (index n - 1) before the next try from that address. */
  delaysMs: [0, 0, 5_000, 30_000],
} as const;

export interface LoginFailureState {
  failedLoginCount: number;
  failedLoginWindowStart: Date | null;
  /** Until when this address must wait (a delay) or is locked out (after `maxFailures`). */
  lockedUntil: Date | null;
}

/** What holds back the next try from an address: nothing, a short wait (429) or the lock (423). */
export type LoginHold = { kind: 'none' } | { kind: 'wait' | 'locked'; untilMs: number; remainingMs: number };

export function loginHold(state: LoginFailureState, now: Date): LoginHold {
  const remainingMs = state.lockedUntil ? state.lockedUntil.getTime() - now.getTime() : 0;
  if (remainingMs <= 0) return { kind: 'none' };
  const kind = state.failedLoginCount >= LOCKOUT.maxFailures ? 'locked' : 'wait';
  return { kind, untilMs: state.lockedUntil!.getTime(), remainingMs };
}

export const isLocked = (state: LoginFailureState, now: Date): boolean =>
  loginHold(state, now).kind === 'locked';

/** The state after one more failed login; `locked` says whether this failure locked the address out. */
export function recordLoginFailure(
  state: LoginFailureState,
  now: Date,
): LoginFailureState & { locked: boolean } {
  const start = state.failedLoginWindowStart;
  const inWindow =
    start !== null &&
    state.failedLoginCount < LOCKOUT.maxFailures &&
    now.getTime() - start.getTime() < LOCKOUT.windowMs;
  const count = inWindow ? state.failedLoginCount + 1 : 1;
  const windowStart = inWindow ? start : now;
  if (count >= LOCKOUT.maxFailures) {
    // The count stays at the maximum while locked; the first failure after the lock starts afresh.
    return {
      failedLoginCount: count,
      failedLoginWindowStart: windowStart,
      lockedUntil: new Date(now.getTime() + LOCKOUT.lockMs),
      locked: true,
    };
  }
  const delay = LOCKOUT.delaysMs[count - 1] ?? 0;
  return {
    failedLoginCount: count,
    failedLoginWindowStart: windowStart,
    lockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
    locked: false,
  };
}

/** A successful login forgets earlier failures. */
export const clearedLoginFailures = (): LoginFailureState => ({
  failedLoginCount: 0,
  failedLoginWindowStart: null,
  lockedUntil: null,
});
