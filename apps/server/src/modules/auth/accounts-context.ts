import { OTP_RULES } from '@jhola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { createSmsSender } from '../sms/create-sms-sender.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { type AddressLimiter, MemoryAddressLimiter, RedisAddressLimiter } from './address-limiter.js';
import { GoogleVerifier } from './google.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Per-address limits (the per-IP ones sit on the routes). Failed logins are counted per address *and*
 * client address in login_throttles (issue 26), so that nobody can lock an owner out from elsewhere.
 */
export const ADDRESS_LIMITS = { signup: 5, mailRequests: 5, windowMs: FIFTEEN_MINUTES };

/** Work started after a reply (mail), awaited when the app closes. */
export interface AfterReply {
  run(what: string, work: () => Promise<void>): void;
  settled(): Promise<void>;
}

/**
 * What the account functions take: the app's context plus what accounts keep between requests (the
 * per-address limiters, the Google verifier when configured, the mail work started after replies).
 * Built once by the auth routes.
 */
export type AccountsContext = Pick<AppContext, 'db' | 'now' | 'config' | 'mail' | 'events'> & {
  limits: {
    signups: AddressLimiter;
    mailRequests: AddressLimiter;
    /** Phone sign-in codes asked per number and per network address (issue 31). */
    otpNumbers: AddressLimiter;
    otpAddresses: AddressLimiter;
  };
  google: GoogleVerifier | null;
  /** Where phone sign-in codes go (modules/sms: webhook, MSG91, Twilio or the log). */
  sms: SmsSender;
  afterReply: AfterReply;
};

export function createAccountsContext(ctx: AppContext, log: FastifyBaseLogger): AccountsContext {
  const { clientId, jwksUrl } = ctx.config.google;
  const { windowMs } = ADDRESS_LIMITS;
  const limiter = (name: string, max: number, window = windowMs): AddressLimiter =>
    ctx.redis
      ? new RedisAddressLimiter(ctx.redis, name, max, window)
      : new MemoryAddressLimiter(max, window, ctx.now);
  const otpWindow = OTP_RULES.windowMinutes * 60_000;
  return {
    db: ctx.db,
    now: ctx.now,
    config: ctx.config,
    mail: ctx.mail,
    events: ctx.events,
    limits: {
      signups: limiter('signup', ADDRESS_LIMITS.signup),
      mailRequests: limiter('mail-requests', ADDRESS_LIMITS.mailRequests),
      otpNumbers: limiter('otp-number', OTP_RULES.requestsPerNumber, otpWindow),
      otpAddresses: limiter('otp-address', OTP_RULES.requestsPerAddress, otpWindow),
    },
    google: clientId ? new GoogleVerifier(clientId, jwksUrl) : null,
    sms: createSmsSender(ctx.config.sms, log),
    afterReply: afterReply(log),
  };
}

function afterReply(log: FastifyBaseLogger): AfterReply {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
