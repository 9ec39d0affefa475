import { adminMetricsQuerySchema, adminMetricsSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';
import { adminMetrics } from '../orders/index.js';

const bearerSecurity = [{ bearer: [] }];

/** The business at a glance (issue 30); admins only. */
export const adminMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/metrics',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary:
          'Orders per day and hour, minutes per stage (p50/p90), rates, cancellations by reason, slowest open orders',
        description:
          'days=1..90 India days, today included. The ended orders from the figures each wrote when it ended, ' +
          'rolled up per India day and hour; the open ones from their timeline; revenue in paise.',
        querystring: adminMetricsQuerySchema,
        response: { 200: envelope(adminMetricsSchema) },
      },
    },
    async (request) => ok(await adminMetrics(app.ctx, request.query.days)),
  );
};
