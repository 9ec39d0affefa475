import type { AppContext } from '../../context.js';
import { DAY_MS } from './kinds.js';
import { JobRepository } from './repository.js';

/** How long a finished one-off job is kept (its last error stays readable for a week). */
export const FINISHED_JOB_RETENTION_MS = 7 * DAY_MS;

/** The jobs table's own sweep; every other module registers the sweeps of its own tables (see kinds.ts). */
export function registerJobSweeps(ctx: Pick<AppContext, 'db' | 'jobKinds'>): void {
  ctx.jobKinds.sweep('cleanup.finished-jobs', DAY_MS, FINISHED_JOB_RETENTION_MS, (before) =>
    new JobRepository(ctx.db).deleteDoneBefore(before),
  );
}
