import { z } from 'zod';
import { storableString } from '../common/storable-string.js';
import { emailField, nameField, passwordField, phoneField } from './fields.js';
import { LANGUAGE_MESSAGES, LANGUAGES } from './language.js';
import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES } from './rules.js';
import { USER_ROLES } from './user-roles.js';

export { USER_ROLES, type UserRole } from './user-roles.js';

export const signupRequestSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  /** Only customers sign up here; any other value is refused. */
  role: z.literal('customer', { error: 'Only customers can sign up here' }).optional().default('customer'),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The web form adds confirmPassword on top of the request. */
export const signupFormSchema = signupRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });

export const loginRequestSchema = z.object({
  email: storableString()
    .trim()
    .min(1, AUTH_MESSAGES.loginBothRequired)
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: storableString().min(1, AUTH_MESSAGES.loginBothRequired).max(128),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const googleLoginRequestSchema = z.object({ credential: storableString().min(10).max(4096) });
export const emailOnlyRequestSchema = z.object({ email: emailField });
/** Token and e-mail come from a mailed link; the e-mail is compared lower-cased. */
const linkToken = (message: string) =>
  storableString({ error: message }).trim().min(1, message).max(200, message);
const linkEmail = (message: string) =>
  storableString({ error: message })
    .trim()
    .min(1, message)
    .max(254, message)
    .transform((e) => e.toLowerCase());

export const verifyEmailQuerySchema = z.object({
  token: linkToken(AUTH_MESSAGES.verifyLinkInvalid),
  email: linkEmail(AUTH_MESSAGES.verifyLinkInvalid),
});
export const resetPasswordRequestSchema = z.object({
  token: linkToken(AUTH_SERVER_MESSAGES.resetTokenInvalid),
  email: linkEmail(AUTH_SERVER_MESSAGES.resetTokenInvalid),
  newPassword: passwordField,
});

/** The reset form: New Password and Confirm Password (PRODUCT.md §5 Reset password). */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });

export const authUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  /** The language saved on the account (issue 19); every server since then sends it. */
  language: z.enum(LANGUAGES).optional(),
  /** Issue 45: whether the person hears about their orders by SMS (on unless they turned it off). */
  orderSms: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({ user: authUserSchema, token: z.string() });

/**
 * Phone sign-in's answer to a right code: the login, or, for a number new to Jhola sent without a name,
 * `needsName` (the code stays good for the send with the name); only a right code learns whether the
 * number is new. It sits beside the login's answer: importing this module from phone-sign-in.ts tied two
 * of the apps' chunks in a cycle, and the staff login screen failed to load.
 */
export const otpVerifyReplySchema = z.union([loginResponseSchema, z.object({ needsName: z.literal(true) })]);
export type OtpVerifyReply = z.infer<typeof otpVerifyReplySchema>;
export const signupResponseSchema = z.object({ email: z.string() });
export const verifyEmailResponseSchema = z.object({ email: z.string(), verified: z.literal(true) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Public configuration the browser may know (never a secret). */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  version: z.string(),
  supportEmail: z.string(),
  /** Raster tiles for the delivery map, or null: the app then draws the route without a map. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable().optional(),
  /** The VAPID public key (base64url) a browser subscribes to Web Push with (issue 19). */
  vapidPublicKey: z.string().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * The body of PATCH /api/me: what a person may change on their own account: their language, and
 * whether order updates come by SMS (issue 45); at least one of them.
 */
export const updateMeRequestSchema = z
  .object({
    language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid }).optional(),
    orderSms: z.boolean({ error: 'Order SMS is on (true) or off (false)' }).optional(),
  })
  // A body with neither is read as a language left out, as before there was a second setting.
  .refine((body) => body.language !== undefined || body.orderSms !== undefined, {
    message: LANGUAGE_MESSAGES.invalid,
    path: ['language'],
  });
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
