import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outsideRequests } from '../../db/deadline-scope.js';
import { JobRepository, type JobRow } from './repository.js';

/** What a handler is told about this run: whether a failure now gives the job up (no retry after it). */
export interface JobAttempt {
  lastAttempt: boolean;
}

/** What a job does with its payload; it throws to fail (the runner retries with backoff). */
export type JobHandler = (
  payload: Record<string, unknown>,
  job: JobRow,
  attempt: JobAttempt,
) => Promise<void>;

/** How a kind of job is retried: attempts before it is given up, the first delay and the longest. */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  capMs: number;
}

/** Work repeated forever: one row, run by one process at a time, moved `everyMs` ahead after each run. */
export interface RecurringJob {
  kind: string;
  everyMs: number;
  run: () => Promise<void>;
}

export interface JobRunnerOptions {
  /** Sleep between looks for due jobs. */
  pollMs: number;
  /** How long a claim is this process's; longer than `timeoutMs`, so a slow job is not run twice. */
  leaseMs?: number;
  /** A job that has not finished by then counts as failed (nothing waits forever). */
  timeoutMs?: number;
  /** Attempts before a one-off job is given up (kept with its last error). */
  maxAttempts?: number;
  /** First retry delay; it doubles with each failure, up to ten minutes. */
  baseDelayMs?: number;
  /** A kind's own attempts and delays (mail waits longer for a mail server than a deadline waits). */
  retries?: Record<string, Partial<RetryPolicy>>;
}

const BATCH = 10;
const RECURRING_KEY = 'recurring';

/** 2 s, 4 s, 8 s, ... capped at ten minutes (and at the period of a recurring job). */
export const jobRetryDelayMs = (attempts: number, baseDelayMs: number, capMs = 10 * 60_000) =>
  Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), capMs);

class JobTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new JobTimeout(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs due jobs in every process: each pass claims a few due rows (FOR UPDATE SKIP LOCKED, with a lease)
 * and runs them one by one. Two processes never hold the same claim; a job whose process died is
 * claimed again once its lease lapses, so handlers re-check their state (see decision 0029).
 */
export class JobRunner {
  private readonly repo: JobRepository;
  private readonly recurring = new Map<string, RecurringJob>();
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly leaseMs: number;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: Record<string, JobHandler>,
    recurring: RecurringJob[],
    private readonly options: JobRunnerOptions,
  ) {
    this.repo = new JobRepository(db);
    for (const job of recurring) this.recurring.set(job.kind, job);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.leaseMs = Math.max(options.leaseMs ?? 2 * 60_000, this.timeoutMs * 2);
    this.maxAttempts = options.maxAttempts ?? 10;
    this.baseDelayMs = options.baseDelayMs ?? 2000;
  }

  /** Makes the recurring rows (first run one period from now) and starts polling. */
  async start(): Promise<void> {
    const now = this.now();
    for (const job of this.recurring.values()) {
      await this.repo.ensure(
        { kind: job.kind, key: RECURRING_KEY, runAt: new Date(now.getTime() + job.everyMs) },
        now,
      );
    }
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the pass in hand (each job in it is bounded by `timeoutMs`). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.idle();
  }

  /**
   * Looks for due jobs now rather than at the next poll: called after a transaction that made a job due
   * at once commits (a mail to send). A look already under way looks once more when it ends.
   */
  kick(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // The jobs are not the waking request's: its deadline must not stop them (db/deadline-scope.ts).
    outsideRequests(() => void this.tick());
  }

  /** Resolves when no look is under way or asked for (tests wait on it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.ticking || this.pass) await (this.ticking ?? this.pass);
  }

  /** One pass: runs every job due now; returns how many ran. Tests call it to avoid waiting for the poll. */
  async runDue(): Promise<number> {
    while (this.pass) await this.pass;
    let ran = 0;
    const pass = (async () => {
      for (;;) {
        const now = this.now();
        const claimed = await this.repo.claimDue(now, new Date(now.getTime() + this.leaseMs), BATCH);
        for (const job of claimed) await this.run(job);
        ran += claimed.length;
        if (claimed.length < BATCH || this.stopped) return;
      }
    })();
    this.pass = pass.finally(() => {
      this.pass = null;
    });
    await this.pass;
    return ran;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private tick(): Promise<void> {
    this.timer = null;
    this.ticking = (async () => {
      do {
        this.again = false;
        try {
          await this.runDue();
        } catch (error) {
          // The database may be briefly away; the next poll tries again.
          this.log.warn({ err: error }, 'could not look for due jobs');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.ticking = null;
      this.schedule(this.options.pollMs);
    });
    return this.ticking;
  }

  private retryPolicy(kind: string): RetryPolicy {
    return {
      maxAttempts: this.maxAttempts,
      baseDelayMs: this.baseDelayMs,
      capMs: 10 * 60_000,
      ...this.options.retries?.[kind],
    };
  }

  private async run(job: JobRow): Promise<void> {
    const recurring = this.recurring.get(job.kind);
    const handler = recurring ? () => recurring.run() : this.handlers[job.kind];
    const retry = this.retryPolicy(job.kind);
    const lastAttempt = !recurring && job.attempts >= retry.maxAttempts;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await withTimeout(handler(job.payload, job, { lastAttempt }), this.timeoutMs, `job ${job.kind}`);
      const nextRunAt = recurring ? new Date(this.now().getTime() + recurring.everyMs) : null;
      await this.repo.finish(job, this.now(), { nextRunAt });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = lastAttempt;
      const delay = jobRetryDelayMs(job.attempts, retry.baseDelayMs, recurring?.everyMs ?? retry.capMs);
      const nextRunAt = giveUp ? null : new Date(this.now().getTime() + delay);
      this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, giveUp, reason }, 'job failed');
      await this.repo.finish(job, this.now(), { nextRunAt, error: reason }).catch((e: unknown) => {
        // The lease lapses and the job is claimed again.
        this.log.error({ err: e, jobId: job.id }, 'could not record a failed job');
      });
    }
  }
}
