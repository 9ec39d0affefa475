import { z } from 'zod';
import { EMAIL_PATTERN } from '../auth/rules.js';
import { storableString } from '../common/storable-string.js';

export const CONTACT_MESSAGES = {
  missing: 'Please fill in your name, email, and message.',
  emailInvalid: 'Invalid email format',
  sent: '✅ Message sent successfully. We will get back to you soon.',
  /** What the server answers; the web shows it with its own ✅ prefix (PRODUCT.md §8 Contact). */
  received: 'Message sent successfully. We will get back to you soon.',
  failed: 'Failed to send your message. Please try again later.',
} as const;

export const contactRequestSchema = z.object({
  name: storableString().trim().min(1, CONTACT_MESSAGES.missing).max(100),
  email: storableString()
    .trim()
    .min(1, CONTACT_MESSAGES.missing)
    .max(254)
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  subject: storableString().trim().max(150).optional().default(''),
  message: storableString().trim().min(1, CONTACT_MESSAGES.missing).max(5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
