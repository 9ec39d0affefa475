import type { Language } from '@jhola/domain';
import { AUTH_SERVER_MESSAGES } from '@jhola/domain';
import { tooManyRequests } from '../../http/errors.js';
import { translatorFor } from '../../i18n/translator.js';
import { signupAttemptMail } from '../mail/templates.js';
import type { AccountsContext } from './accounts-context.js';
import { badRequest, findLinkToken, issueLink, sendLink } from './link-tokens.js';
import { hashPassword } from './password.js';
import { AuthRepository } from './repository.js';
import { isUniqueViolation } from './unique-violation.js';

/**
 * An unverified customer account and its verification mail, in one transaction. An address that is
 * already registered gets the same answer (issue 26: signup tells nobody who is registered); its owner
 * is mailed instead. The password is hashed either way, so the answer takes as long.
 */
export async function signup(
  ctx: AccountsContext,
  input: { name: string; email: string; phone: string; password: string },
  language: Language = 'en',
) {
  if (!(await ctx.limits.signups.hit(input.email))) throw tooManyRequests();
  const repo = new AuthRepository(ctx.db);
  const passwordHash = await hashPassword(input.password);
  const answer = { email: input.email };
  if (await repo.findByEmail(input.email)) {
    tellOwner(ctx, input.email);
    return answer;
  }
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await new AuthRepository(tx).insertUser(
        { ...input, role: 'customer', passwordHash, emailVerifiedAt: null, language },
        now,
      );
      await issueLink(ctx, tx, user, 'verify_email', now);
    });
  } catch (error) {
    // Registered by a parallel signup a moment ago: the same answer, and its owner is told.
    if (!isUniqueViolation(error)) throw error;
    tellOwner(ctx, input.email);
    return answer;
  }
  ctx.mail.kick();
  return answer;
}

/** After the reply: the owner of a registered address learns someone tried to sign up with it. */
function tellOwner(ctx: AccountsContext, email: string): void {
  ctx.afterReply.run('signup attempt mail', async () => {
    const owner = await new AuthRepository(ctx.db).findByEmail(email);
    if (!owner) return;
    const link = new URL('/forgot-password', `${ctx.config.appUrl}/`).toString();
    await ctx.mail.enqueue(signupAttemptMail(owner.email, owner.name, link, translatorFor(owner.language)));
  });
}

export async function verifyEmail(ctx: AccountsContext, input: { token: string; email: string }) {
  const now = ctx.now();
  const { user, token } = await findLinkToken(ctx, 'verify_email', input, {
    invalid: AUTH_SERVER_MESSAGES.verifyTokenInvalid,
    used: AUTH_SERVER_MESSAGES.verifyTokenUsed,
    expired: AUTH_SERVER_MESSAGES.verifyTokenExpired,
  });
  await ctx.db.transaction(async (tx) => {
    const repo = new AuthRepository(tx);
    if (!(await repo.consumeToken(token.id, now))) throw badRequest(AUTH_SERVER_MESSAGES.verifyTokenUsed);
    await repo.update(user.id, { emailVerifiedAt: user.emailVerifiedAt ?? now }, now);
  });
  return { email: user.email, verified: true as const };
}

/** Same answer whatever the address; the work happens after the reply so timing tells nothing. */
export async function resendVerification(ctx: AccountsContext, email: string): Promise<void> {
  if (!(await ctx.limits.mailRequests.hit(email))) throw tooManyRequests();
  ctx.afterReply.run('resend verification', async () => {
    const user = await new AuthRepository(ctx.db).findByEmail(email);
    if (!user || user.emailVerifiedAt) return;
    await sendLink(ctx, user, 'verify_email');
  });
}
