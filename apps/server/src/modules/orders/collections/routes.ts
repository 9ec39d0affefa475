import { collectionsQuerySchema, collectionsSchema, handInRequestSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { collectionsCsv, collectionsOn, markHandedIn } from './service.js';

const tags = ['admin collections'];
const security = [{ bearer: [] }];

/** Admin "Collections" (issue 28): what each delivery person took at the door on an India day. */
export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAuth('admin') };

  app.get(
    '/admin/collections',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Cash and UPI taken at the door per delivery person on one India day, and the online money of the ' +
          'day per order (captured, released, refunded, pending, tips with their shares); ?format=csv for the accounts',
        querystring: collectionsQuerySchema,
        response: { 200: z.union([envelope(collectionsSchema), z.string()]) },
      },
    },
    async (request, reply) => {
      const collections = await collectionsOn(app.ctx, request.query.date);
      if (request.query.format !== 'csv') return ok(collections);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="collections-${collections.date}.csv"`)
        .header('cache-control', 'no-store')
        .send(collectionsCsv(collections));
    },
  );

  app.put(
    '/admin/collections/handed-in',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "Mark a delivery person's cash of the day as handed in (once; a retry changes nothing)",
        body: handInRequestSchema,
        response: { 200: envelope(collectionsSchema) },
      },
    },
    async (request) =>
      ok(
        await markHandedIn(app.ctx, request.auth!.userId, request.body.riderId, request.body.date),
        'Cash marked as handed in',
      ),
  );
};
