import { and, count, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, users } from '../../db/schema/index.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type InboxRow = typeof contactMessages.$inferSelect & { handledByName: string | null };

const handledFilter = (handled: boolean | undefined) =>
  handled === undefined
    ? undefined
    : handled
      ? isNotNull(contactMessages.handledAt)
      : isNull(contactMessages.handledAt);

/** The only place that reads and writes contact messages. */
export class ContactRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewContactMessage): Promise<string> {
    const [row] = await this.db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    return row!.id;
  }

  /** How many messages came from this IP and from this address since `since`. */
  async countSince(ip: string, email: string, since: Date): Promise<{ byIp: number; byEmail: number }> {
    const [[byIp], [byEmail]] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.ip, ip), gte(contactMessages.createdAt, since))),
      this.db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.email, email), gte(contactMessages.createdAt, since))),
    ]);
    return { byIp: Number(byIp?.n ?? 0), byEmail: Number(byEmail?.n ?? 0) };
  }

  /** The admin inbox: newest first, optionally only handled or only open messages. */
  async page(options: { handled?: boolean; limit: number; offset: number }) {
    const where = handledFilter(options.handled);
    const [rows, [total], [open]] = await Promise.all([
      this.db
        .select({ message: contactMessages, handledByName: users.name })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.handledBy))
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(contactMessages).where(where),
      this.db.select({ n: count() }).from(contactMessages).where(handledFilter(false)),
    ]);
    return {
      rows: rows.map((r): InboxRow => ({ ...r.message, handledByName: r.handledByName })),
      total: Number(total?.n ?? 0),
      unhandled: Number(open?.n ?? 0),
    };
  }

  async find(id: string): Promise<InboxRow | null> {
    const [row] = await this.db
      .select({ message: contactMessages, handledByName: users.name })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(eq(contactMessages.id, id))
      .limit(1);
    return row ? { ...row.message, handledByName: row.handledByName } : null;
  }

  /** Marks handled by `by` (or open again with null); false when there is no such message. */
  async setHandled(id: string, handled: { at: Date; by: string } | null): Promise<boolean> {
    const rows = await this.db
      .update(contactMessages)
      .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    return rows.length === 1;
  }
}
