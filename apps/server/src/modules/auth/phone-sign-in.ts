import {
  e164India,
  type Language,
  OTP_MESSAGES,
  OTP_RULES,
  OTP_SMS_TEXT,
  type OtpVerifyReply,
  PEOPLE_MESSAGES,
} from '@jhola/domain';
import { AppError, forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import { translatorFor } from '../../i18n/translator.js';
import type { AccountsContext } from './accounts-context.js';
import { openSession } from './login.js';
import { hashOtpCode, newOtpCode, sameHash } from './otp-code.js';
import { OtpRepository } from './otp-repository.js';
import { AuthRepository, type UserRow } from './repository.js';
import { isUniqueViolation } from './unique-violation.js';

/**
 * POST /api/auth/otp/request: a new code to any valid number, the same answer whether or not it has an
 * account (the account is made when the code is entered). Limited per number and per network address;
 * the SMS is sent after the reply, so a slow provider shows no difference either.
 */
export async function requestOtp(
  ctx: AccountsContext,
  phone: string,
  clientAddress: string,
  language: Language,
): Promise<void> {
  if (!(await ctx.limits.otpAddresses.hit(clientAddress))) throw tooManyRequests();
  if (!(await ctx.limits.otpNumbers.hit(phone)))
    throw new AppError('RATE_LIMITED', OTP_MESSAGES.tooManyCodes);
  const now = ctx.now();
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + OTP_RULES.ttlMinutes * 60_000);
  await new OtpRepository(ctx.db).replace(
    phone,
    hashOtpCode(ctx.config.jwtSecret, phone, code),
    expiresAt,
    now,
  );
  const text = translatorFor(language)(OTP_SMS_TEXT, { code });
  ctx.afterReply.run('phone sign-in SMS', () => ctx.sms.send({ to: e164India(phone), text }));
}

/**
 * POST /api/auth/otp/verify: the newest code of the number, within 10 minutes, at most 5 tries, once.
 * Signs into the account whose number was verified this way, or makes one (asking for the name once:
 * only someone holding the number's code learns that it is new).
 */
export async function verifyOtp(
  ctx: AccountsContext,
  input: { phone: string; code: string; name?: string },
  userAgent: string,
  language: Language,
): Promise<OtpVerifyReply> {
  const now = ctx.now();
  const codes = new OtpRepository(ctx.db);
  const row = await codes.latestUnused(input.phone);
  if (!row || row.expiresAt <= now) throw unauthorized(OTP_MESSAGES.codeExpired);
  if (row.tries >= OTP_RULES.maxTries) throw new AppError('RATE_LIMITED', OTP_MESSAGES.tooManyTries);
  if (!sameHash(row.codeHash, hashOtpCode(ctx.config.jwtSecret, input.phone, input.code))) {
    if (!(await codes.countWrongTry(row.id, OTP_RULES.maxTries)))
      throw new AppError('RATE_LIMITED', OTP_MESSAGES.tooManyTries);
    throw unauthorized(OTP_MESSAGES.codeWrong);
  }
  const users = new AuthRepository(ctx.db);
  const existing = await users.findByVerifiedPhone(input.phone);
  // Customers and shop owners (issue 46) sign in by a code; the other staff by their password.
  if (existing && existing.role !== 'customer' && existing.role !== 'merchant')
    throw forbidden(OTP_MESSAGES.notCustomer);
  if (existing?.disabledAt) throw forbidden(PEOPLE_MESSAGES.loginDisabled);
  // A right code for a new number without a name: a step of the sign-in, not a failure (issue 47). The
  // name is asked now, after the code proved the number, and the code is kept for the send with it.
  if (!existing && !input.name) return { needsName: true };
  if (!(await codes.consume(row.id, OTP_RULES.maxTries, now))) throw unauthorized(OTP_MESSAGES.codeExpired);
  const user = existing ?? (await newPhoneAccount(users, input.phone, input.name!, language, now));
  return openSession(ctx, user, userAgent);
}

async function newPhoneAccount(
  users: AuthRepository,
  phone: string,
  name: string,
  language: Language,
  now: Date,
): Promise<UserRow> {
  try {
    return await users.insertUser(
      {
        name,
        email: '',
        phone,
        phoneVerifiedAt: now,
        role: 'customer',
        passwordHash: null,
        emailVerifiedAt: null,
        language,
      },
      now,
    );
  } catch (error) {
    // Two right codes for one new number at once cannot both be: the other request made the account.
    if (!isUniqueViolation(error)) throw error;
    const made = await users.findByVerifiedPhone(phone);
    if (!made) throw new AppError('CONFLICT');
    return made;
  }
}
