import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (verify_email, reset_password, contact, ...), for the log and the dev outbox. */
  kind: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The only place that reads and writes the mail outbox. */
export class MailRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(mail: OutgoingMail, now: Date): Promise<string> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ ...mail, status: 'pending', createdAt: now })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  async markDone(id: string, status: 'sent' | 'logged', now: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status, sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  /** One failed attempt; the job queue retries it, and after its last attempt the mail is given up. */
  async markFailedAttempt(id: string, error: string, givenUp: boolean): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        status: givenUp ? 'failed' : 'pending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: error.slice(0, 500),
      })
      .where(eq(mailOutbox.id, id));
  }

  async find(id: string): Promise<OutboxRow | null> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row ?? null;
  }

  listFor(to: string): Promise<OutboxRow[]> {
    return this.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
  }

  /** Mail sent (or logged) before `before`, and mail given up on that was first queued before it. */
  async deleteFinishedBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(mailOutbox)
      .where(
        or(
          and(inArray(mailOutbox.status, ['sent', 'logged']), lt(mailOutbox.sentAt, before)),
          and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.createdAt, before)),
        ),
      )
      .returning({ id: mailOutbox.id });
    return deleted.length;
  }
}
