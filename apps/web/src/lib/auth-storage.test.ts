import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_KEYS, readStoredAuth, writeStoredAuth } from './auth-storage';

const user = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer' as const,
};

describe('stored sign-in', () => {
  beforeEach(() => localStorage.clear());

  it('writes the three PRODUCT.md §3 keys and reads them back', () => {
    writeStoredAuth({ token: 'tok', user });
    expect(localStorage.getItem(AUTH_KEYS.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(AUTH_KEYS.auth)!)).toEqual({ token: 'tok', user });
    expect(JSON.parse(localStorage.getItem(AUTH_KEYS.user)!)).toMatchObject({ ...user, token: 'tok' });
    expect(readStoredAuth()).toEqual({ token: 'tok', user });
  });

  it('migrates the stored user record at start-up', () => {
    writeStoredAuth({ token: 'tok', user });
    const record = JSON.parse(localStorage.getItem(AUTH_KEYS.user)!);
    localStorage.setItem(
      AUTH_KEYS.user,
      JSON.stringify({ ...record, user: { address: { street: 'x', coordinates: { lat: 1, lng: 2 } } } }),
    );
    expect(readStoredAuth()).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(AUTH_KEYS.user)!).user.address).toEqual({
      street: 'x',
      city: '',
      state: '',
      zipCode: '',
      lat: 1,
      lng: 2,
    });
  });

  it.each([
    ['an unreadable auth record', () => localStorage.setItem(AUTH_KEYS.auth, '{not json')],
    [
      'an auth record without e-mail or phone',
      () =>
        localStorage.setItem(
          AUTH_KEYS.auth,
          JSON.stringify({ token: 't', user: { ...user, email: '', phone: '' } }),
        ),
    ],
    [
      'a user record that cannot be migrated',
      () => localStorage.setItem(AUTH_KEYS.user, JSON.stringify({ user: { address: 7 } })),
    ],
  ])('signs out locally on %s', (_what, spoil) => {
    writeStoredAuth({ token: 'tok', user });
    spoil();
    expect(readStoredAuth()).toBeNull();
    for (const key of Object.values(AUTH_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('does not carry one person’s stored profile over to another', () => {
    writeStoredAuth({ token: 'a', user });
    const record = JSON.parse(localStorage.getItem(AUTH_KEYS.user)!);
    localStorage.setItem(
      AUTH_KEYS.user,
      JSON.stringify({ ...record, user: { address: { street: 'home of u1' } } }),
    );
    writeStoredAuth({ token: 'b', user: { ...user, _id: 'u2', email: 'b@example.com' } });
    expect(JSON.parse(localStorage.getItem(AUTH_KEYS.user)!).user).toBeUndefined();
  });
});
