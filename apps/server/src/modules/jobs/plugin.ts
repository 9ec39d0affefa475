import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerJobSweeps } from './cleanup.js';
import { JobRunner } from './runner.js';

/**
 * Every process runs the job runner: due jobs are claimed with SKIP LOCKED, so each runs in one
 * process, and a process that stops leaves its jobs to the others. It runs the kinds the modules
 * registered in `ctx.jobKinds` (kinds.ts) before this plugin. Starts when the app is ready and stops
 * (finishing the job in hand) before the database closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  registerJobSweeps(app.ctx);
  const kinds = app.ctx.jobKinds;
  const runner = new JobRunner(
    app.ctx.db,
    app.ctx.now,
    app.log.child({ module: 'jobs' }),
    { ...kinds.handlers },
    [...kinds.recurring],
    { pollMs: app.ctx.config.jobs.pollMs, retries: kinds.retries },
  );
  kinds.attach(runner);
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
});
