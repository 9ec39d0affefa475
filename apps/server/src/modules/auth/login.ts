import type { Language, UpdateMeRequest } from '@jhola/domain';
import {
  AUTH_MESSAGES,
  AUTH_SERVER_MESSAGES,
  type AuthUser,
  clearedLoginFailures,
  isLocked,
  type LoginResponse,
  PEOPLE_MESSAGES,
  recordLoginFailure,
} from '@jhola/domain';
import { AppError, conflict, forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import type { AccountsContext } from './accounts-context.js';
import { dummyHash, toAuthUser } from './auth-user.js';
import { verifyPassword } from './password.js';
import { AuthRepository, type UserRow } from './repository.js';
import { SessionRepository } from './session-repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './tokens.js';
import { isUniqueViolation } from './unique-violation.js';

export async function login(
  ctx: AccountsContext,
  input: { email: string; password: string },
  userAgent: string,
): Promise<LoginResponse> {
  const repo = new AuthRepository(ctx.db);
  const user = await repo.findByEmail(input.email);
  if (user && isLocked(user, ctx.now())) throw new AppError('LOCKED', AUTH_SERVER_MESSAGES.locked);
  if (await ctx.limits.loginFailures.isBlocked(input.email)) throw tooManyRequests();

  const good = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyHash(), input.password).then(() => false);
  if (!user || !good) {
    await ctx.limits.loginFailures.hit(input.email);
    if (user && (await countFailure(ctx, user.id))) throw new AppError('LOCKED', AUTH_SERVER_MESSAGES.locked);
    throw unauthorized(AUTH_SERVER_MESSAGES.wrongCredentials);
  }
  if (!user.emailVerifiedAt) throw forbidden(AUTH_SERVER_MESSAGES.unverified);
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (user.disabledAt) throw forbidden(PEOPLE_MESSAGES.loginDisabled);
  return openSession(ctx, user, userAgent);
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

/** PATCH /api/me: a person changes their own account (today its language); only their own row. */
export async function updateMe(
  ctx: AccountsContext,
  userId: string,
  changes: UpdateMeRequest,
): Promise<AuthUser> {
  await new AuthRepository(ctx.db).update(userId, { language: changes.language }, ctx.now());
  return me(ctx, userId);
}

/** A new session for a signed-in person (password, Google or phone). */
export async function openSession(
  ctx: AccountsContext,
  user: UserRow,
  userAgent: string,
): Promise<LoginResponse> {
  const now = ctx.now();
  const repo = new AuthRepository(ctx.db);
  if (user.failedLoginCount > 0 || user.lockedUntil)
    await repo.setLoginFailures(user.id, clearedLoginFailures());
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const sessionId = await new SessionRepository(ctx.db).create(user.id, expiresAt, userAgent);
  const token = await signAccessToken(
    ctx.config.jwtSecret,
    { userId: user.id, sessionId, role: user.role },
    now,
  );
  return { user: toAuthUser(user), token };
}

/** One more failure, counted under a row lock so that parallel guesses are all counted. */
function countFailure(ctx: AccountsContext, userId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const repo = new AuthRepository(tx);
    const current = await repo.findByIdForUpdate(userId);
    if (!current) return false;
    const { locked, ...next } = recordLoginFailure(current, ctx.now());
    await repo.setLoginFailures(userId, next);
    return locked;
  });
}
