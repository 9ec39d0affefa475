import type { Language, UpdateMeRequest } from '@jhola/domain';
import {
  AUTH_MESSAGES,
  AUTH_SERVER_MESSAGES,
  type AuthUser,
  englishText,
  type LoginHold,
  type LoginResponse,
  loginHold,
  PEOPLE_MESSAGES,
  recordLoginFailure,
} from '@jhola/domain';
import { AppError, conflict, forbidden, unauthorized } from '../../http/errors.js';
import type { AccountsContext } from './accounts-context.js';
import { dummyHash, toAuthUser } from './auth-user.js';
import { LoginThrottleRepository } from './login-throttle-repository.js';
import { verifyPassword } from './password.js';
import { AuthRepository, type UserRow } from './repository.js';
import { SessionRepository } from './session-repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './tokens.js';
import { isUniqueViolation } from './unique-violation.js';

/**
 * Issue 26: failures are counted per e-mail (registered or not, so the answers tell nobody which are)
 * and client address. From that address the third and fourth failure make the next try wait (429), the
 * fifth locks it out for 15 minutes (423); both say how long, also in Retry-After. Other addresses,
 * the owner's included, are not held back. Each try is counted as a failure *before* the password is
 * checked (and forgotten when it was right), so a burst of parallel guesses cannot outrun the count.
 */
export async function login(
  ctx: AccountsContext,
  input: { email: string; password: string },
  client: { userAgent: string; address: string },
): Promise<LoginResponse> {
  const attempt = await countAttempt(ctx, input.email, client.address);
  if (attempt.refused) refuseHeld(attempt.refused);
  const user = await new AuthRepository(ctx.db).findByEmail(input.email);
  const good = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyHash(), input.password).then(() => false);
  if (!user || !good) {
    if (attempt.locked) refuseHeld(attempt.locked);
    throw unauthorized(AUTH_SERVER_MESSAGES.wrongCredentials);
  }
  // The right password: this address's failures are forgotten.
  await new LoginThrottleRepository(ctx.db).clear(input.email, client.address);
  if (!user.emailVerifiedAt) throw forbidden(AUTH_SERVER_MESSAGES.unverified);
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (user.disabledAt) throw forbidden(PEOPLE_MESSAGES.loginDisabled);
  return openSession(ctx, user, client.userAgent);
}

/** A wait answers 429 in seconds, a lock 423 in minutes; Retry-After says the seconds either way. */
function refuseHeld(hold: LoginHold): void {
  if (hold.kind === 'none') return;
  const seconds = Math.ceil(hold.remainingMs / 1000);
  const headers = { 'retry-after': String(seconds) };
  if (hold.kind === 'locked') {
    const minutes = Math.ceil(hold.remainingMs / 60_000);
    throw new AppError(
      'LOCKED',
      englishText(AUTH_SERVER_MESSAGES.lockedFor, { minutes }),
      undefined,
      headers,
    );
  }
  throw new AppError(
    'RATE_LIMITED',
    englishText(AUTH_SERVER_MESSAGES.loginWait, { seconds }),
    undefined,
    headers,
  );
}

export async function googleLogin(
  ctx: AccountsContext,
  credential: string,
  userAgent: string,
  language: Language = 'en',
): Promise<LoginResponse> {
  if (!ctx.google) throw new AppError('NOT_FOUND', AUTH_SERVER_MESSAGES.googleOff);
  const now = ctx.now();
  const identity = await ctx.google.verify(credential, now);
  const repo = new AuthRepository(ctx.db);
  let user = (await repo.findByGoogleSub(identity.sub)) ?? (await repo.findByEmail(identity.email));
  if (user && user.role !== 'customer') throw forbidden(AUTH_MESSAGES.notCustomer);
  if (user?.disabledAt) throw forbidden(PEOPLE_MESSAGES.loginDisabled);
  if (user?.googleSub && user.googleSub !== identity.sub) {
    throw conflict('This email is already linked to another Google account.');
  }
  if (user && !user.googleSub) {
    // Google has verified the address, so linking also verifies the account.
    await repo.update(
      user.id,
      { googleSub: identity.sub, emailVerifiedAt: user.emailVerifiedAt ?? now },
      now,
    );
  }
  if (!user) {
    try {
      user = await repo.insertUser(
        {
          name: identity.name ?? identity.email.split('@')[0]!,
          email: identity.email,
          phone: '',
          role: 'customer',
          passwordHash: null,
          emailVerifiedAt: now,
          googleSub: identity.sub,
          // A new account keeps the language the person was using when they signed in (issue 19).
          language,
        },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_SERVER_MESSAGES.emailTaken);
      throw error;
    }
  }
  return openSession(ctx, user, userAgent);
}

export async function logout(ctx: AccountsContext, userId: string, sessionId: string): Promise<void> {
  await new SessionRepository(ctx.db).revoke(sessionId, ctx.now());
  ctx.events.emit('session.ended', { userId, sessionId });
}

export async function me(ctx: AccountsContext, userId: string): Promise<AuthUser> {
  const user = await new AuthRepository(ctx.db).findById(userId);
  if (!user) throw unauthorized();
  return toAuthUser(user);
}

/** PATCH /api/me: a person changes their own account (language, order SMS); only their own row. */
export async function updateMe(
  ctx: AccountsContext,
  userId: string,
  changes: UpdateMeRequest,
): Promise<AuthUser> {
  const { language, orderSms } = changes;
  await new AuthRepository(ctx.db).update(
    userId,
    { ...(language ? { language } : {}), ...(orderSms !== undefined ? { orderSms } : {}) },
    ctx.now(),
  );
  ctx.events.emit('account.changed', { userId });
  return me(ctx, userId);
}

/** A new session for a signed-in person (password, Google or phone). */
export async function openSession(
  ctx: AccountsContext,
  user: UserRow,
  userAgent: string,
): Promise<LoginResponse> {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const sessionId = await new SessionRepository(ctx.db).create(user.id, expiresAt, userAgent);
  const token = await signAccessToken(
    ctx.config.jwtSecret,
    { userId: user.id, sessionId, role: user.role },
    now,
  );
  return { user: toAuthUser(user), token };
}

/**
 * One try from an address, under its row lock so parallel guesses are counted one by one: refused while
 * the address waits or is locked out (nothing changes), else counted as a failure in advance, with the
 * lock when this one locked it.
 */
function countAttempt(
  ctx: AccountsContext,
  email: string,
  address: string,
): Promise<{ refused?: LoginHold; locked?: LoginHold }> {
  return ctx.db.transaction(async (tx) => {
    const repo = new LoginThrottleRepository(tx);
    const now = ctx.now();
    const current = await repo.findForUpdate(email, address);
    const hold = loginHold(current, now);
    if (hold.kind !== 'none') return { refused: hold };
    const { locked, ...next } = recordLoginFailure(current, now);
    await repo.set(email, address, next);
    return locked ? { locked: loginHold(next, now) } : {};
  });
}
