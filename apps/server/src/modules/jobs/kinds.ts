import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobRunner, RecurringJob, RetryPolicy } from './runner.js';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * What each module gives the job runner: the kinds of one-off jobs it handles and its recurring work
 * (decision 0059). The runner names no feature: a module registers here (from app.ts, before the jobs
 * plugin starts the runner), so the jobs module sits below every module that uses it.
 */
export class JobKinds {
  readonly handlers: Record<string, JobHandler> = {};
  readonly recurring: RecurringJob[] = [];
  readonly retries: Record<string, Partial<RetryPolicy>> = {};
  private runner: Pick<JobRunner, 'kick' | 'idle'> | null = null;

  constructor(
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * One-off jobs by kind; a kind belongs to one module, so a second registration is a mistake. `retry`
   * gives these kinds their own attempts and delays on the queue's one backoff.
   */
  handle(handlers: Record<string, JobHandler>, retry?: Partial<RetryPolicy>): void {
    for (const [kind, handler] of Object.entries(handlers)) {
      this.claim(kind);
      this.handlers[kind] = handler;
      if (retry) this.retries[kind] = retry;
    }
  }

  /** The jobs plugin hands over this app's runner once it is made. */
  attach(runner: Pick<JobRunner, 'kick' | 'idle'>): void {
    this.runner = runner;
  }

  /** A job that is due now was committed: the runner looks at once instead of at its next poll. */
  wake(): void {
    this.runner?.kick();
  }

  /** Resolves when the runner has nothing in hand (tests wait on it instead of sleeping). */
  async idle(): Promise<void> {
    await this.runner?.idle();
  }

  every(job: RecurringJob): void {
    this.claim(job.kind);
    this.recurring.push(job);
  }

  /**
   * A recurring sweep of old rows: every `everyMs`, `remove` deletes what is older than `keepMs` (it
   * gets that moment and now) and the count is logged.
   */
  sweep(
    kind: string,
    everyMs: number,
    keepMs: number,
    remove: (before: Date, now: Date) => Promise<number>,
  ): void {
    this.every({
      kind,
      everyMs,
      run: async () => {
        const now = this.now();
        const deleted = await remove(new Date(now.getTime() - keepMs), now);
        if (deleted > 0) this.log.info({ kind, deleted }, 'old rows deleted');
      },
    });
  }

  private claim(kind: string): void {
    if (kind in this.handlers || this.recurring.some((job) => job.kind === kind))
      throw new Error(`job kind ${kind} is registered twice`);
  }
}
