import type { ContactInboxMessage } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { ContactRepository, type InboxRow } from './repository.js';

export const CONTACT_MESSAGE_NOT_FOUND = 'Message not found';

const toInboxMessage = (row: InboxRow): ContactInboxMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy ? { _id: row.handledBy, name: row.handledByName ?? '' } : null,
});

export async function contactInbox(
  ctx: AppContext,
  query: { handled?: boolean | undefined; page: number; limit: number },
) {
  const { rows, total, unhandled } = await new ContactRepository(ctx.db).page({
    ...(query.handled === undefined ? {} : { handled: query.handled }),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { messages: rows.map(toInboxMessage), total, unhandled, page: query.page, limit: query.limit };
}

/** Marks a message handled by this admin, or open again. */
export async function markHandled(
  ctx: AppContext,
  adminId: string,
  id: string,
  handled: boolean,
): Promise<ContactInboxMessage> {
  const repo = new ContactRepository(ctx.db);
  if (!(await repo.setHandled(id, handled ? { at: ctx.now(), by: adminId } : null)))
    throw notFound(CONTACT_MESSAGE_NOT_FOUND);
  return toInboxMessage((await repo.find(id))!);
}
