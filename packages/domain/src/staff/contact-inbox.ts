import { z } from 'zod';
import { pageQueryFields, pageReplyFields } from './page-query.js';

/** One contact-form message as the admin inbox shows it. */
export const contactInboxMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The signed-in account that sent it, if any. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type ContactInboxMessage = z.infer<typeof contactInboxMessageSchema>;

export const contactInboxQuerySchema = z.object({
  handled: z
    .enum(['true', 'false'], { error: 'handled must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  ...pageQueryFields(50),
});

export const contactInboxSchema = z.object({
  messages: z.array(contactInboxMessageSchema),
  ...pageReplyFields,
  /** How many are not handled yet, whatever the filter (the inbox badge). */
  unhandled: z.number().int(),
});

/** `handled: false` opens a message again (a click by mistake must be undoable). */
export const updateContactMessageRequestSchema = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});

export const contactInboxReplySchema = z.object({ message: contactInboxMessageSchema });
