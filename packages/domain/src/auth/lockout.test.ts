import { describe, expect, it } from 'vitest';
import {
  clearedLoginFailures,
  isLocked,
  LOCKOUT,
  type LoginFailureState,
  loginHold,
  recordLoginFailure,
} from './lockout.js';

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 10, 0) + minutes * 60_000);

function fail(state: LoginFailureState, times: number, minute: (i: number) => number) {
  let s: LoginFailureState & { locked?: boolean } = state;
  for (let i = 0; i < times; i++) s = recordLoginFailure(s, at(minute(i)));
  return s;
}

describe('login throttle of one account from one address', () => {
  it('waits longer after the third and fourth failure, locks on the fifth within 15 minutes, for 15 minutes', () => {
    const two = fail(clearedLoginFailures(), 2, (i) => i);
    expect(loginHold(two, at(1))).toEqual({ kind: 'none' });
    const three = recordLoginFailure(two, at(2));
    expect(loginHold(three, at(2))).toMatchObject({ kind: 'wait', remainingMs: LOCKOUT.delaysMs[2] });
    const four = recordLoginFailure(three, at(3));
    expect(loginHold(four, at(3))).toMatchObject({ kind: 'wait', remainingMs: LOCKOUT.delaysMs[3] });
    expect(loginHold(four, at(4))).toEqual({ kind: 'none' });
    const fifth = recordLoginFailure(four, at(14));
    expect(fifth.locked).toBe(true);
    expect(fifth.lockedUntil).toEqual(at(29));
    expect(loginHold(fifth, at(14))).toMatchObject({ kind: 'locked', remainingMs: LOCKOUT.lockMs });
    expect(isLocked(fifth, at(28.9))).toBe(true);
    expect(isLocked(fifth, at(29))).toBe(false);
  });

  it('starts a new window when the first failure is 15 minutes old', () => {
    const four = fail(clearedLoginFailures(), 4, (i) => i);
    const late = recordLoginFailure(four, at(15));
    expect(late).toMatchObject({ failedLoginCount: 1, locked: false, failedLoginWindowStart: at(15) });
  });

  it('counts afresh after a lock', () => {
    const locked = fail(clearedLoginFailures(), LOCKOUT.maxFailures, () => 0);
    expect(locked.locked).toBe(true);
    expect(recordLoginFailure(locked, at(30))).toMatchObject({ failedLoginCount: 1, locked: false });
  });

  it('holds nothing back without failures', () => {
    expect(isLocked(clearedLoginFailures(), at(0))).toBe(false);
    expect(loginHold(clearedLoginFailures(), at(0))).toEqual({ kind: 'none' });
  });
});
