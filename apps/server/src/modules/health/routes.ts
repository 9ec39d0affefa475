import { healthSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';

const startedAt = Date.now();

/** GET /api/health: the app's health check (§4 API health) and the load balancer's. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      const up = await app.ctx.database.ping();
      const health = {
        status: up ? ('ok' as const) : ('degraded' as const),
        version: app.ctx.config.version,
        database: up ? ('up' as const) : ('down' as const),
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return reply.status(up ? 200 : 503).send(ok(health));
    },
  );
};
