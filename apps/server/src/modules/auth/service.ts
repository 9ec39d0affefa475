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
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, conflict, forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import { linkTo, resetPasswordMail, verifyEmailMail } from '../mail/templates.js';
import { type AddressLimiter, MemoryAddressLimiter, RedisAddressLimiter } from './address-limiter.js';
import { dummyHash, toAuthUser } from './auth-user.js';
import { GoogleVerifier } from './google.js';
import { hashOneTimeToken, newOneTimeToken, type OneTimeTokenKind, TOKEN_TTL_MS } from './one-time-token.js';
import { hashPassword, verifyPassword } from './password.js';
import { AuthRepository, type UserRow } from './repository.js';
import { SessionRepository } from './session-repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './tokens.js';
import { isUniqueViolation } from './unique-violation.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per-address limits (the per-IP ones sit on the routes). */
export const ADDRESS_LIMITS = { loginFailures: 10, signup: 5, mailRequests: 5, windowMs: FIFTEEN_MINUTES };

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** Accounts: signup, verification, login (with the lock), Google, reset, logout. */
export class AuthService {
  private readonly google: GoogleVerifier | null;
  private readonly loginFailures: AddressLimiter;
  private readonly signups: AddressLimiter;
  private readonly mailRequests: AddressLimiter;
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    const { clientId, jwksUrl } = ctx.config.google;
    this.google = clientId ? new GoogleVerifier(clientId, jwksUrl) : null;
    const { windowMs } = ADDRESS_LIMITS;
    const limiter = (name: string, max: number): AddressLimiter =>
      ctx.redis
        ? new RedisAddressLimiter(ctx.redis, name, max, windowMs)
        : new MemoryAddressLimiter(max, windowMs, ctx.now);
    this.loginFailures = limiter('login-failures', ADDRESS_LIMITS.loginFailures);
    this.signups = limiter('signup', ADDRESS_LIMITS.signup);
    this.mailRequests = limiter('mail-requests', ADDRESS_LIMITS.mailRequests);
  }

  get googleEnabled(): boolean {
    return this.google !== null;
  }

  async signup(input: { name: string; email: string; phone: string; password: string }) {
    if (!(await this.signups.hit(input.email))) throw tooManyRequests();
    const repo = new AuthRepository(this.ctx.db);
    if (await repo.findByEmail(input.email)) throw conflict(AUTH_SERVER_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const now = this.ctx.now();
    try {
      await this.ctx.db.transaction(async (tx) => {
        const user = await new AuthRepository(tx).insertUser(
          { ...input, role: 'customer', passwordHash, emailVerifiedAt: null },
          now,
        );
        await this.issueLink(tx, user, 'verify_email', now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_SERVER_MESSAGES.emailTaken);
      throw error;
    }
    this.ctx.mail.kick();
    return { email: input.email };
  }

  async verifyEmail(input: { token: string; email: string }) {
    const now = this.ctx.now();
    const { user, token } = await this.findLinkToken('verify_email', input, {
      invalid: AUTH_SERVER_MESSAGES.verifyTokenInvalid,
      used: AUTH_SERVER_MESSAGES.verifyTokenUsed,
      expired: AUTH_SERVER_MESSAGES.verifyTokenExpired,
    });
    await this.ctx.db.transaction(async (tx) => {
      const repo = new AuthRepository(tx);
      if (!(await repo.consumeToken(token.id, now))) throw badRequest(AUTH_SERVER_MESSAGES.verifyTokenUsed);
      await repo.update(user.id, { emailVerifiedAt: user.emailVerifiedAt ?? now }, now);
    });
    return { email: user.email, verified: true as const };
  }

  /** Same answer whatever the address; the work happens after the reply so timing tells nothing. */
  async resendVerification(email: string): Promise<void> {
    if (!(await this.mailRequests.hit(email))) throw tooManyRequests();
    this.runInBackground('resend verification', async () => {
      const user = await new AuthRepository(this.ctx.db).findByEmail(email);
      if (!user || user.emailVerifiedAt) return;
      await this.sendLink(user, 'verify_email');
    });
  }

  async forgotPassword(email: string): Promise<void> {
    if (!(await this.mailRequests.hit(email))) throw tooManyRequests();
    this.runInBackground('forgot password', async () => {
      const user = await new AuthRepository(this.ctx.db).findByEmail(email);
      if (!user) return;
      await this.sendLink(user, 'reset_password');
    });
  }

  async resetPassword(input: { token: string; email: string; newPassword: string }) {
    const { user, token } = await this.findLinkToken('reset_password', input, {
      invalid: AUTH_SERVER_MESSAGES.resetTokenInvalid,
      used: AUTH_SERVER_MESSAGES.resetTokenUsed,
      expired: AUTH_SERVER_MESSAGES.resetTokenExpired,
    });
    const passwordHash = await hashPassword(input.newPassword);
    const now = this.ctx.now();
    await this.ctx.db.transaction(async (tx) => {
      const repo = new AuthRepository(tx);
      if (!(await repo.consumeToken(token.id, now))) throw badRequest(AUTH_SERVER_MESSAGES.resetTokenUsed);
      // The mailed link proves the address, so an unverified account becomes verified too.
      await repo.update(
        user.id,
        { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, ...clearedLoginFailures() },
        now,
      );
      await repo.dropOtherTokens(user.id, 'reset_password', token.id);
      await new SessionRepository(tx).revokeAllForUser(user.id, now);
    });
    // After commit: every open socket of this user closes at once, not at the next periodic check.
    this.ctx.events.emit('session.ended', { userId: user.id });
  }

  async login(input: { email: string; password: string }, userAgent: string): Promise<LoginResponse> {
    const repo = new AuthRepository(this.ctx.db);
    const user = await repo.findByEmail(input.email);
    if (user && isLocked(user, this.ctx.now())) throw new AppError('LOCKED', AUTH_SERVER_MESSAGES.locked);
    if (await this.loginFailures.isBlocked(input.email)) throw tooManyRequests();

    const good = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(await dummyHash(), input.password).then(() => false);
    if (!user || !good) {
      await this.loginFailures.hit(input.email);
      if (user && (await this.countFailure(user.id)))
        throw new AppError('LOCKED', AUTH_SERVER_MESSAGES.locked);
      throw unauthorized(AUTH_SERVER_MESSAGES.wrongCredentials);
    }
    if (!user.emailVerifiedAt) throw forbidden(AUTH_SERVER_MESSAGES.unverified);
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (user.disabledAt) throw forbidden(PEOPLE_MESSAGES.loginDisabled);
    return this.openSession(user, userAgent);
  }

  async googleLogin(credential: string, userAgent: string): Promise<LoginResponse> {
    if (!this.google) throw new AppError('NOT_FOUND', AUTH_SERVER_MESSAGES.googleOff);
    const now = this.ctx.now();
    const identity = await this.google.verify(credential, now);
    const repo = new AuthRepository(this.ctx.db);
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
          },
          now,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(AUTH_SERVER_MESSAGES.emailTaken);
        throw error;
      }
    }
    return this.openSession(user, userAgent);
  }

  async logout(userId: string, sessionId: string): Promise<void> {
    await new SessionRepository(this.ctx.db).revoke(sessionId, this.ctx.now());
    this.ctx.events.emit('session.ended', { userId, sessionId });
  }

  async me(userId: string): Promise<AuthUser> {
    const user = await new AuthRepository(this.ctx.db).findById(userId);
    if (!user) throw unauthorized();
    return toAuthUser(user);
  }

  /** Waits for the mail work started after replies (the app's onClose calls this). */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  private async openSession(user: UserRow, userAgent: string): Promise<LoginResponse> {
    const now = this.ctx.now();
    const repo = new AuthRepository(this.ctx.db);
    if (user.failedLoginCount > 0 || user.lockedUntil)
      await repo.setLoginFailures(user.id, clearedLoginFailures());
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    const sessionId = await new SessionRepository(this.ctx.db).create(user.id, expiresAt, userAgent);
    const token = await signAccessToken(
      this.ctx.config.jwtSecret,
      { userId: user.id, sessionId, role: user.role },
      now,
    );
    return { user: toAuthUser(user), token };
  }

  /** One more failure, counted under a row lock so that parallel guesses are all counted. */
  private countFailure(userId: string): Promise<boolean> {
    return this.ctx.db.transaction(async (tx) => {
      const repo = new AuthRepository(tx);
      const current = await repo.findByIdForUpdate(userId);
      if (!current) return false;
      const { locked, ...next } = recordLoginFailure(current, this.ctx.now());
      await repo.setLoginFailures(userId, next);
      return locked;
    });
  }

  private async findLinkToken(
    kind: OneTimeTokenKind,
    input: { token: string; email: string },
    messages: { invalid: string; used: string; expired: string },
  ) {
    const repo = new AuthRepository(this.ctx.db);
    const token = await repo.findToken(kind, hashOneTimeToken(input.token));
    const user = token ? await repo.findById(token.userId) : null;
    if (!token || !user || user.email !== input.email) throw badRequest(messages.invalid);
    if (token.usedAt) throw badRequest(messages.used);
    if (token.expiresAt.getTime() <= this.ctx.now().getTime()) throw badRequest(messages.expired);
    return { token, user };
  }

  private async sendLink(user: UserRow, kind: OneTimeTokenKind): Promise<void> {
    await this.ctx.db.transaction((tx) => this.issueLink(tx, user, kind, this.ctx.now()));
    this.ctx.mail.kick();
  }

  /** A fresh token (older ones of the kind stop working) and its mail, in the caller's transaction. */
  private async issueLink(tx: Tx, user: UserRow, kind: OneTimeTokenKind, now: Date): Promise<void> {
    const { token, tokenHash } = newOneTimeToken();
    await new AuthRepository(tx).replaceToken(
      user.id,
      kind,
      tokenHash,
      new Date(now.getTime() + TOKEN_TTL_MS[kind]),
      now,
    );
    const { appUrl } = this.ctx.config;
    const mail =
      kind === 'verify_email'
        ? verifyEmailMail(user.email, user.name, linkTo(appUrl, '/verify-email', token, user.email))
        : resetPasswordMail(user.email, user.name, linkTo(appUrl, '/reset-password', token, user.email));
    await this.ctx.mail.enqueue(mail, tx);
  }

  private runInBackground(what: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.background.delete(task));
    this.background.add(task);
  }
}
