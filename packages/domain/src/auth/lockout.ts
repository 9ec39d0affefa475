/**
 * Account lock of the server contract: five failed logins within 15 minutes lock the account for 15
 * minutes. Pure, so the server applies it inside a row-locked transaction and the tests can move time.
 */
export const LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
} as const;

export interface LoginFailureState {
  failedLoginCount: number;
  failedLoginWindowStart: Date | null;
  lockedUntil: Date | null;
}

export const isLocked = (state: Pick<LoginFailureState, 'lockedUntil'>, now: Date): boolean =>
  state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();

/** The state after one more failed login; `locked` says whether this failure locked the account. */
export function recordLoginFailure(
  state: LoginFailureState,
  now: Date,
): LoginFailureState & { locked: boolean } {
  const start = state.failedLoginWindowStart;
  const inWindow = start !== null && now.getTime() - start.getTime() < LOCKOUT.windowMs;
  const count = inWindow ? state.failedLoginCount + 1 : 1;
  if (count >= LOCKOUT.maxFailures) {
    // The lock starts a fresh count: after it ends, the next failure begins a new window.
    return {
      failedLoginCount: 0,
      failedLoginWindowStart: null,
      lockedUntil: new Date(now.getTime() + LOCKOUT.lockMs),
      locked: true,
    };
  }
  return {
    failedLoginCount: count,
    failedLoginWindowStart: inWindow ? start : now,
    lockedUntil: state.lockedUntil,
    locked: false,
  };
}

/** A successful login forgets earlier failures. */
export const clearedLoginFailures = (): LoginFailureState => ({
  failedLoginCount: 0,
  failedLoginWindowStart: null,
  lockedUntil: null,
});
