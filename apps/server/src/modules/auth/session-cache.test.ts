import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../context.js';
import { SessionCache } from './session-cache.js';

const auth = (userId: string, sessionId: string): AuthContext => ({
  userId,
  sessionId,
  role: 'customer',
  name: 'Asha',
  email: 'asha@example.test',
  language: 'en',
});
const now = new Date('2026-11-29T10:00:00Z');
const later = new Date('2026-11-30T10:00:00Z');

describe('the sessions a process keeps', () => {
  it('keeps a checked session until it expires, for its own account only', () => {
    const kept = new SessionCache();
    kept.listen(true);
    kept.keep(kept.mark(), auth('u1', 's1'), later);
    expect(kept.get('s1', 'u1', now)).toMatchObject({ userId: 'u1', sessionId: 's1' });
    expect(kept.get('s1', 'u2', now)).toBeNull();
    kept.keep(kept.mark(), auth('u1', 's1'), later);
    expect(kept.get('s1', 'u1', later)).toBeNull();
  });

  it('forgets every session of an account that changed, and no other', () => {
    const kept = new SessionCache();
    kept.listen(true);
    for (const [user, session] of [
      ['u1', 's1'],
      ['u1', 's2'],
      ['u2', 's3'],
    ] as const)
      kept.keep(kept.mark(), auth(user, session), later);
    kept.forgetAccount('u1');
    expect(kept.get('s1', 'u1', now)).toBeNull();
    expect(kept.get('s2', 'u1', now)).toBeNull();
    expect(kept.get('s3', 'u2', now)).not.toBeNull();
  });

  it('does not keep a row read before a change it may have missed', () => {
    const kept = new SessionCache();
    kept.listen(true);
    const mark = kept.mark();
    // The account changed while its row was being read: the read may be the old row.
    kept.forgetAccount('u9');
    kept.keep(mark, auth('u1', 's1'), later);
    expect(kept.get('s1', 'u1', now)).toBeNull();
  });

  it('keeps nothing while it does not listen, and forgets all when listening stops', () => {
    const kept = new SessionCache();
    kept.keep(kept.mark(), auth('u1', 's1'), later);
    expect(kept.get('s1', 'u1', now)).toBeNull();
    kept.listen(true);
    kept.keep(kept.mark(), auth('u1', 's1'), later);
    kept.listen(false);
    expect(kept.get('s1', 'u1', now)).toBeNull();
    kept.keep(kept.mark(), auth('u1', 's1'), later);
    expect(kept.get('s1', 'u1', now)).toBeNull();
  });

  it('reads a session again once it was kept for the longest time allowed', () => {
    const kept = new SessionCache(10, -1);
    kept.listen(true);
    kept.keep(kept.mark(), auth('u1', 's1'), later);
    expect(kept.get('s1', 'u1', now)).toBeNull();
  });

  it('keeps at most its limit, the oldest going first', () => {
    const kept = new SessionCache(2);
    kept.listen(true);
    for (const session of ['s1', 's2', 's3']) kept.keep(kept.mark(), auth('u1', session), later);
    expect(kept.get('s1', 'u1', now)).toBeNull();
    expect(kept.get('s3', 'u1', now)).not.toBeNull();
  });
});
