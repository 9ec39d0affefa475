import {
  type AuthUser,
  emailField,
  nameField,
  passwordField,
  phoneField,
  USER_ROLES,
  type UserRole,
} from '@jhola/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { conflict, validationError } from '../../http/errors.js';
import { toAuthUser } from './auth-user.js';
import { hashPassword } from './password.js';
import { AuthRepository } from './repository.js';
import { isUniqueViolation } from './unique-violation.js';

export const accountInputSchema = z.object({
  role: z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` }),
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
});
const PHONE_TAKEN = 'This phone number already signs in to another account.';

export type AccountInput = { role: UserRole; name: string; email: string; phone: string; password: string };

/**
 * Creates a verified account of any role (staff accounts come from the command line, never from
 * signup). Throws 422 for bad input and 409 when the e-mail is taken.
 */
export async function createVerifiedAccount(db: DbOrTx, input: AccountInput, now: Date): Promise<AuthUser> {
  const parsed = accountInputSchema.safeParse(input);
  if (!parsed.success) {
    throw validationError(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })));
  }
  const { password, ...rest } = parsed.data;
  const repo = new AuthRepository(db);
  if (await repo.findByEmail(rest.email))
    throw conflict(`An account with the email ${rest.email} already exists.`);
  // Issue 46: a shop owner signs in by a code to the phone the admin gave, so that number is verified,
  // unless it already signs in to another account.
  const phoneSignIn = rest.role === 'merchant';
  if (phoneSignIn && (await repo.findByVerifiedPhone(rest.phone))) throw conflict(PHONE_TAKEN);
  try {
    const row = await repo.insertUser(
      {
        ...rest,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: now,
        ...(phoneSignIn ? { phoneVerifiedAt: now } : {}),
      },
      now,
    );
    return toAuthUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`An account with the email ${rest.email} already exists.`);
    throw error;
  }
}
