import { AUTH_SERVER_MESSAGES } from '@jhola/domain';
import { tooManyRequests } from '../../http/errors.js';
import type { AccountsContext } from './accounts-context.js';
import { badRequest, findLinkToken, sendLink } from './link-tokens.js';
import { LoginThrottleRepository } from './login-throttle-repository.js';
import { hashPassword } from './password.js';
import { AuthRepository } from './repository.js';
import { SessionRepository } from './session-repository.js';

/** Same answer whatever the address; the work happens after the reply so timing tells nothing. */
export async function forgotPassword(ctx: AccountsContext, email: string): Promise<void> {
  if (!(await ctx.limits.mailRequests.hit(email))) throw tooManyRequests();
  ctx.afterReply.run('forgot password', async () => {
    const user = await new AuthRepository(ctx.db).findByEmail(email);
    if (!user) return;
    await sendLink(ctx, user, 'reset_password');
  });
}

/** A new password with the mailed token; every session of the account ends. */
export async function resetPassword(
  ctx: AccountsContext,
  input: { token: string; email: string; newPassword: string },
): Promise<void> {
  const { user, token } = await findLinkToken(ctx, 'reset_password', input, {
    invalid: AUTH_SERVER_MESSAGES.resetTokenInvalid,
    used: AUTH_SERVER_MESSAGES.resetTokenUsed,
    expired: AUTH_SERVER_MESSAGES.resetTokenExpired,
  });
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const repo = new AuthRepository(tx);
    if (!(await repo.consumeToken(token.id, now))) throw badRequest(AUTH_SERVER_MESSAGES.resetTokenUsed);
    // The mailed link proves the address, so an unverified account becomes verified too.
    await repo.update(user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now }, now);
    await repo.dropOtherTokens(user.id, 'reset_password', token.id);
    // A new password ends every address's wait and lock.
    await new LoginThrottleRepository(tx).clear(user.email);
    await new SessionRepository(tx).revokeAllForUser(user.id, now);
  });
  // After commit: every open socket of this user closes at once, not at the next periodic check.
  ctx.events.emit('session.ended', { userId: user.id });
}
