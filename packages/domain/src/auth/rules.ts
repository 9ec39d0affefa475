import { indianMobileField } from '../common/phone.js';
import { storableString } from '../common/storable-string.js';
import { inEnglish, type Translate } from '../common/translate.js';
import { AUTH_MESSAGES } from './messages.js';

export { AUTH_MESSAGES, AUTH_SERVER_MESSAGES } from './messages.js';
export { SESSION_MESSAGES } from './session-messages.js';

/** "Simple address pattern" of PRODUCT.md §5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_SPECIALS = '@$!%*?&';

export const nameField = storableString()
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .min(2, AUTH_MESSAGES.nameShort)
  .max(80);
export const emailField = storableString()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());
/** Read by the one reader of Indian mobiles: "+91 98765 43210" is stored as 9876543210, never cut. */
export const phoneField = indianMobileField(storableString().max(40));
export const passwordField = storableString()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(8, AUTH_MESSAGES.passwordShort)
  .max(128)
  .refine(
    (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[@$!%*?&]/.test(p),
    AUTH_MESSAGES.passwordWeak,
  );

/** The requirement checklist the signup form shows beside the strength meter (same tests as the rules). */
export function passwordRequirements(
  password: string,
  translate: Translate = inEnglish,
): { label: string; met: boolean }[] {
  const t = translate;
  return [
    { label: t('At least 8 characters'), met: password.length >= 8 },
    { label: t('One uppercase letter'), met: /[A-Z]/.test(password) },
    { label: t('One lowercase letter'), met: /[a-z]/.test(password) },
    { label: t('One number'), met: /\d/.test(password) },
    {
      label: t('One special character ({specials})', { specials: PASSWORD_SPECIALS }),
      met: /[@$!%*?&]/.test(password),
    },
  ];
}

/** Strength meter of PRODUCT.md §5: one point each for length 8+, uppercase, lowercase, digit, special. */
export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export function passwordStrength(
  password: string,
  translate: Translate = inEnglish,
): { score: number; label: string } {
  const score = passwordRequirements(password).filter((r) => r.met).length;
  return { score, label: translate(STRENGTH_LABELS[Math.max(0, score - 1)] ?? 'Very Weak') };
}
