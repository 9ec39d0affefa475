import type { contactRequestSchema } from '@jhola/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { tooManyRequests } from '../../http/errors.js';
import { contactMail } from './contact-mail.js';
import { ContactRepository } from './repository.js';

/** Per hour: enough for a real conversation, too few to flood the support inbox. */
export const CONTACT_LIMITS = { perIp: 10, perAddress: 5, windowMs: 60 * 60 * 1000 } as const;

type ContactInput = z.output<typeof contactRequestSchema>;

/**
 * Stores a contact message and queues its mail to SUPPORT_EMAIL in the same transaction (the outbox),
 * so a message is never stored without its mail nor mailed without being stored. The limits are
 * counted from the stored messages, so they hold across server processes and restarts.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  sender: { ip: string; userId: string | null },
): Promise<{ id: string }> {
  const now = ctx.now();
  const email = input.email.toLowerCase();
  const since = new Date(now.getTime() - CONTACT_LIMITS.windowMs);
  const recent = await new ContactRepository(ctx.db).countSince(sender.ip, email, since);
  if (recent.byIp >= CONTACT_LIMITS.perIp || recent.byEmail >= CONTACT_LIMITS.perAddress) {
    throw tooManyRequests();
  }
  const id = await ctx.db.transaction(async (tx) => {
    const messageId = await new ContactRepository(tx).insert({
      name: input.name,
      email,
      subject: input.subject,
      message: input.message,
      userId: sender.userId,
      ip: sender.ip,
      createdAt: now,
    });
    await ctx.mail.enqueue(
      contactMail(ctx.config.supportEmail, { ...input, email, userId: sender.userId, messageId }),
      tx,
    );
    return messageId;
  });
  ctx.mail.kick();
  return { id };
}
