import { describe, expect, it } from 'vitest';
import {
  clearedLoginFailures,
  isLocked,
  LOCKOUT,
  type LoginFailureState,
  recordLoginFailure,
} from './lockout.js';

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 10, 0) + minutes * 60_000);

function fail(state: LoginFailureState, times: number, minute: (i: number) => number) {
  let s: LoginFailureState & { locked?: boolean } = state;
  for (let i = 0; i < times; i++) s = recordLoginFailure(s, at(minute(i)));
  return s;
}

describe('account lock', () => {
  it('locks on the fifth failure within 15 minutes, for 15 minutes', () => {
    const four = fail(clearedLoginFailures(), 4, (i) => i * 3);
    expect(four).toMatchObject({ failedLoginCount: 4, locked: false });
    const fifth = recordLoginFailure(four, at(14));
    expect(fifth.locked).toBe(true);
    expect(fifth.lockedUntil).toEqual(at(29));
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
    expect(locked.failedLoginCount).toBe(0);
    expect(recordLoginFailure(locked, at(30))).toMatchObject({ failedLoginCount: 1, locked: false });
  });

  it('is not locked without a lock time', () => {
    expect(isLocked(clearedLoginFailures(), at(0))).toBe(false);
  });
});
