import { idSchema, orderSchema, RATING_MESSAGES, rateOrderRequestSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { rateOrder } from './service.js';

/** Issue 13: the customer's rating of a delivered order (server-contract "Ratings"). */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/rating',
    {
      // Checked before the body, so a caller who is not signed in learns nothing about it.
      onRequest: app.requireAuth('customer'),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: 'Rate my delivered order (once): 1 to 5 stars for the shop and for the shopper',
        description:
          "Only the order's own customer (anyone else, or a malformed id: 404). 409 before delivery and " +
          'for a second rating; 422 for a value outside 1 to 5. The shop rating feeds the shop’s average ' +
          'and count shown on home. Answers the order with its `rating`.',
        params: z.object({ id: idSchema }),
        body: rateOrderRequestSchema,
        response: { 201: envelope(z.object({ order: orderSchema })) },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const order = await rateOrder(app.ctx, request.params.id, auth, request.body);
      return reply.status(201).send(ok({ order }, RATING_MESSAGES.thanks));
    },
  );
};
