import { z } from 'zod';

/** §5 Signup and Login messages, exactly as the spec words them. */
export const AUTH_MESSAGES = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordWeak: 'Password must include uppercase, lowercase, number, and special character',
  passwordsDiffer: 'Passwords do not match',
  loginBothRequired: 'Please enter both email and password',
  notCustomer: 'This account is not registered as a customer. Please use the correct app.',
  invalidAuthData: 'Invalid authentication data received',
  incompleteUser: 'Incomplete user data received',
  saveFailed: 'Failed to save authentication data',
  noUserLoggedIn: 'No user logged in',
  invalidUserData: 'Invalid user data',
} as const;

/** "Simple address pattern" of §5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_SPECIALS = '@$!%*?&';

export const nameField = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .min(2, AUTH_MESSAGES.nameShort)
  .max(80);
export const emailField = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());
export const phoneField = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.phoneRequired)
  .regex(/^\d{10}$/, AUTH_MESSAGES.phoneInvalid);
export const passwordField = z
  .string()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(8, AUTH_MESSAGES.passwordShort)
  .max(128)
  .refine(
    (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[@$!%*?&]/.test(p),
    AUTH_MESSAGES.passwordWeak,
  );

/** Strength meter of §5: one point each for length 8+, uppercase, lowercase, digit, special. */
export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export function passwordStrength(password: string): { score: number; label: string } {
  const checks = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[@$!%*?&]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, label: STRENGTH_LABELS[Math.max(0, score - 1)] ?? 'Very Weak' };
}
