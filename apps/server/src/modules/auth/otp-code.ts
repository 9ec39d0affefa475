import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RULES } from '@jhola/domain';

/** A uniformly random code of OTP_RULES.digits digits (crypto, leading zeros kept). */
export const newOtpCode = (): string =>
  String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');

/**
 * A keyed hash (HMAC-SHA-256 with the server's token secret) of the code for that number: a stolen
 * table alone cannot be tried offline, and the same code for two numbers hashes differently. Not a slow
 * hash: a code lives 10 minutes and allows 5 tries.
 */
export const hashOtpCode = (secret: string, phone: string, code: string): string =>
  createHmac('sha256', secret).update(`otp:${phone}:${code}`).digest('hex');

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
