import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  /** With `kind`, names the job: scheduling the same (kind, key) again moves the one job. */
  key: string;
  payload?: Record<string, unknown>;
  runAt: Date;
}

/** The only place that reads and writes the jobs table. */
export class JobRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Schedules the job, or moves it when (kind, key) exists: new time and payload, attempts from zero.
   * Called inside the transaction that makes the job necessary, so the job exists if and only if it commits.
   */
  async schedule(job: NewJob, now: Date): Promise<void> {
    const values = { payload: job.payload ?? {}, runAt: job.runAt };
    await this.db
      .insert(jobs)
      .values({ kind: job.kind, key: job.key, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [jobs.kind, jobs.key],
        set: { ...values, attempts: 0, lastError: null, lockedUntil: null, doneAt: null, updatedAt: now },
      });
  }

  /** A recurring job's one row, made by whichever process starts first; an existing row is left as it is. */
  async ensure(job: NewJob, now: Date): Promise<void> {
    await this.db
      .insert(jobs)
      .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAt: job.runAt, createdAt: now })
      .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
  }

  /**
   * Claims up to `limit` due jobs: SKIP LOCKED keeps two processes from claiming the same row, and the
   * lease (locked_until) keeps it theirs while it runs. A process that dies mid-job lets the lease lapse
   * and the job is claimed again. Each claim counts an attempt; the count is the claim's token.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Finishes this claim of the job (unless its lease lapsed and another process claimed it since). */
  async finish(claim: JobRow, now: Date, outcome: { nextRunAt: Date | null; error?: string }): Promise<void> {
    const again = outcome.nextRunAt !== null;
    await this.db
      .update(jobs)
      .set({
        lockedUntil: null,
        updatedAt: now,
        lastError: outcome.error?.slice(0, 500) ?? null,
        ...(again ? { runAt: outcome.nextRunAt! } : { doneAt: now }),
        // A recurring job that succeeded starts its next run with a clean count.
        ...(again && !outcome.error ? { attempts: 0 } : {}),
      })
      .where(and(eq(jobs.id, claim.id), eq(jobs.attempts, claim.attempts)));
  }

  /** Jobs (of one kind) due and not finished (the metrics' queue depth): late ones show a runner falling behind. */
  async countDue(now: Date, kind?: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), kind ? eq(jobs.kind, kind) : undefined));
    return Number(row?.n ?? 0);
  }

  /** Of `keys`, those whose job of `kind` is due (run at or before `now`, not before `since`) and not yet done. */
  async dueKeys(kind: string, keys: readonly string[], since: Date, now: Date): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          inArray(jobs.key, [...keys]),
          isNull(jobs.doneAt),
          lte(jobs.runAt, now),
          gte(jobs.runAt, since),
        ),
      );
    return new Set(rows.map((r) => r.key));
  }

  async find(kind: string, key: string): Promise<JobRow | null> {
    const [row] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
    return row ?? null;
  }

  /** Finished one-off jobs older than `before`; recurring jobs are never done, so they stay. */
  async deleteDoneBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(jobs)
      .where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, before)))
      .returning({ id: jobs.id });
    return deleted.length;
  }
}
