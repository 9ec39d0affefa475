import type { AuthUser } from '@jhola/domain';
import { hashPassword } from './password.js';
import type { UserRow } from './repository.js';

/** A user row as the API shows it. */
export const toAuthUser = (u: UserRow): AuthUser => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role,
  language: u.language,
  orderSms: u.orderSms,
});

/**
 * Unknown e-mail: the password is still checked against a real hash so the answer takes as long.
 * module-state: the hash of a fixed string, the same for every app; made once per process.
 */
let timingHash: Promise<string> | null = null;
export const dummyHash = (): Promise<string> => {
  timingHash ??= hashPassword('not-a-real-password-only-for-equal-timing');
  return timingHash;
};
