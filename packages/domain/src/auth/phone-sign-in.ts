import { z } from 'zod';
import { readIndianMobile } from '../common/phone.js';
import { storableString } from '../common/storable-string.js';
import { nameField } from './fields.js';

/** Phone sign-in (issue 31): a 6-digit code by SMS, short-lived, single use, few tries. */
export const OTP_RULES = {
  digits: 6,
  ttlMinutes: 10,
  maxTries: 5,
  /** Codes asked for one number in the window (each is an SMS that costs money and bothers its owner). */
  requestsPerNumber: 5,
  /** Codes asked from one network address in the window (a shared mobile IP holds many people). */
  requestsPerAddress: 30,
  windowMinutes: 60,
} as const;

export const OTP_MESSAGES = {
  codeSent: 'We have sent a 6-digit code to your phone.',
  codeRequired: 'Enter the 6-digit code',
  codeWrong: 'That code is not right. Check the SMS and try again.',
  codeExpired: 'This code has expired or was already used. Ask for a new code.',
  tooManyTries: 'Too many wrong tries. Ask for a new code.',
  tooManyCodes: 'Too many codes asked for this number. Please try again in an hour.',
  nameNeeded: 'Tell us your name to finish making your account',
  notCustomer: 'This number belongs to a staff account. Please use the staff app.',
} as const;

/** The SMS itself: short, the code first (phones read it from there), and who it is from. */
export const OTP_SMS_TEXT = '{code} is your Jhola sign-in code. It expires in 10 minutes. Do not share it.';

/** A phone field read by the one reader of Indian mobiles: the 10 digits, or its message. */
export const mobileField = storableString()
  .max(40)
  .transform((raw, ctx) => {
    const reading = readIndianMobile(raw);
    if (reading.ok) return reading.digits;
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });

export const otpRequestSchema = z.object({ phone: mobileField });
export type OtpRequest = z.input<typeof otpRequestSchema>;

export const otpVerifySchema = z.object({
  phone: mobileField,
  code: storableString()
    .trim()
    .regex(/^\d{6}$/, OTP_MESSAGES.codeRequired),
  /** Asked once, when the number has no account yet. */
  name: nameField.optional(),
});
export type OtpVerifyRequest = z.input<typeof otpVerifySchema>;

/** The number as an SMS provider wants it (E.164). */
export const e164India = (digits: string): string => `+91${digits}`;
