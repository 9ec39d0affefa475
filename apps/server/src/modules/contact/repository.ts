import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;

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
}
