import { indianMobileField } from '../common/phone.js';
import { storableString } from '../common/storable-string.js';
import { AUTH_MESSAGES } from './messages.js';
import { EMAIL_PATTERN } from './rules.js';

/*
 * The account fields as the sign-in forms and requests validate them. Apart from rules.ts, whose
 * constants and password checklist screens use without the schema library (decision 0051).
 */

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
