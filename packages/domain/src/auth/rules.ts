import { englishText, type Translate } from '../common/translate.js';

export { AUTH_MESSAGES, AUTH_SERVER_MESSAGES } from './messages.js';
export { SESSION_MESSAGES } from './session-messages.js';

/** "Simple address pattern" of PRODUCT.md §5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_SPECIALS = '@$!%*?&';

/** The requirement checklist the signup form shows beside the strength meter (same tests as the rules). */
export function passwordRequirements(
  password: string,
  translate: Translate = englishText,
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
  translate: Translate = englishText,
): { score: number; label: string } {
  const score = passwordRequirements(password).filter((r) => r.met).length;
  return { score, label: translate(STRENGTH_LABELS[Math.max(0, score - 1)] ?? 'Very Weak') };
}
