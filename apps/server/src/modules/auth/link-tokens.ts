import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { translatorFor } from '../../i18n/translator.js';
import { linkTo, resetPasswordMail, verifyEmailMail } from '../mail/templates.js';
import type { AccountsContext } from './accounts-context.js';
import { hashOneTimeToken, newOneTimeToken, type OneTimeTokenKind, TOKEN_TTL_MS } from './one-time-token.js';
import { AuthRepository, type UserRow } from './repository.js';

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** A fresh token (older ones of the kind stop working) and its mail, in the caller's transaction. */
export async function issueLink(
  ctx: Pick<AccountsContext, 'config' | 'mail'>,
  tx: Tx,
  user: UserRow,
  kind: OneTimeTokenKind,
  now: Date,
): Promise<void> {
  const { token, tokenHash } = newOneTimeToken();
  await new AuthRepository(tx).replaceToken(
    user.id,
    kind,
    tokenHash,
    new Date(now.getTime() + TOKEN_TTL_MS[kind]),
    now,
  );
  const { appUrl } = ctx.config;
  // Written in the language saved on the account (issue 19).
  const t = translatorFor(user.language);
  const mail =
    kind === 'verify_email'
      ? verifyEmailMail(user.email, user.name, linkTo(appUrl, '/verify-email', token, user.email), t)
      : resetPasswordMail(user.email, user.name, linkTo(appUrl, '/reset-password', token, user.email), t);
  await ctx.mail.enqueue(mail, tx);
}

/** Mails a fresh link of `kind` to `user` (its own transaction), and wakes the mail worker. */
export async function sendLink(ctx: AccountsContext, user: UserRow, kind: OneTimeTokenKind): Promise<void> {
  await ctx.db.transaction((tx) => issueLink(ctx, tx, user, kind, ctx.now()));
  ctx.mail.kick();
}

/** The mailed token and its user, or the kind's message for an invalid, used or expired link. */
export async function findLinkToken(
  ctx: Pick<AccountsContext, 'db' | 'now'>,
  kind: OneTimeTokenKind,
  input: { token: string; email: string },
  messages: { invalid: string; used: string; expired: string },
) {
  const repo = new AuthRepository(ctx.db);
  const token = await repo.findToken(kind, hashOneTimeToken(input.token));
  const user = token ? await repo.findById(token.userId) : null;
  if (!token || !user || user.email !== input.email) throw badRequest(messages.invalid);
  if (token.usedAt) throw badRequest(messages.used);
  if (token.expiresAt.getTime() <= ctx.now().getTime()) throw badRequest(messages.expired);
  return { token, user };
}
