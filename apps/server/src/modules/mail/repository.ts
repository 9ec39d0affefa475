import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
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
      .values({ ...mail, status: 'pending', nextAttemptAt: now, createdAt: now })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  /**
   * Claims up to `limit` due mails by pushing their next attempt past a lease, so that a second worker
   * (another process) skips them while this one sends; SKIP LOCKED keeps two claims from colliding.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async markDone(id: string, status: 'sent' | 'logged', now: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status, sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  async markFailedAttempt(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        status: retryAt ? 'pending' : 'failed',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: error.slice(0, 500),
        ...(retryAt ? { nextAttemptAt: retryAt } : {}),
      })
      .where(eq(mailOutbox.id, id));
  }

  /** Earliest time a pending mail is due, so the worker can sleep until then. */
  async nextDueAt(): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: sql<Date | string | null>`min(${mailOutbox.nextAttemptAt})` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    return row?.at ? new Date(row.at) : null;
  }

  /** Mails due and not yet sent (the job queue depth of the metrics). */
  async countDue(now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)));
    return Number(row?.n ?? 0);
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
