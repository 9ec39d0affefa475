import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, RecurringJob } from './runner.js';

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

  constructor(
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One-off jobs by kind; a kind belongs to one module, so a second registration is a mistake. */
  handle(handlers: Record<string, JobHandler>): void {
    for (const [kind, handler] of Object.entries(handlers)) {
      this.claim(kind);
      this.handlers[kind] = handler;
    }
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
