import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deadlineHandlers } from '../orders/lifecycle/deadline-service.js';
import { cleanupJobs } from './cleanup.js';
import { JobRunner } from './runner.js';

/**
 * Every process runs the job runner: due jobs are claimed with SKIP LOCKED, so each runs in one
 * process, and a process that stops leaves its jobs to the others. Starts when the app is ready and
 * stops (finishing the job in hand) before the database closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const log = app.log.child({ module: 'jobs' });
  const runner = new JobRunner(
    app.ctx.db,
    app.ctx.now,
    log,
    { ...deadlineHandlers(app.ctx) },
    cleanupJobs(app.ctx, log),
    { pollMs: app.ctx.config.jobs.pollMs },
  );
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
});
