import { healthSchema, readinessSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';
import { checkDependencies } from './dependencies.js';

const startedAt = Date.now();

/**
 * GET /api/health: the app's health check (PRODUCT.md §4 API health) and liveness: answers within 2 s whatever the
 * database does, naming the dependency that is down (503 then, which the web shows as "unhealthy").
 * GET /api/ready: the load balancer's check: 200 only while the database and Redis answer and the
 * process is not draining after SIGTERM.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, and which dependency (database, Redis) is down',
        response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      const { database, redis } = await checkDependencies(app.ctx);
      const up = database === 'up' && redis !== 'down';
      const health = {
        status: up ? ('ok' as const) : ('degraded' as const),
        version: app.ctx.config.version,
        database,
        redis,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(ok(health));
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness for the load balancer: 503 while draining or when the database or Redis is down',
        response: { 200: envelope(readinessSchema), 503: envelope(readinessSchema) },
      },
    },
    async (_request, reply) => {
      const draining = app.ctx.draining;
      const { database, redis } = await checkDependencies(app.ctx);
      const ready = !draining && database === 'up' && redis !== 'down';
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(ok({ ready, draining, database, redis }));
    },
  );
};
