import { staffCancelRequestSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../lifecycle/actor.js';
import { orderActionSchema, replyWithOrder } from '../lifecycle/route-helpers.js';
import { lifecycle } from '../lifecycle/service.js';

/** Admin order actions (server-contract "Order lifecycle"); admins only, 403 for any other role. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/orders/:id/cancel',
    {
      preHandler: app.requireAuth('admin'),
      schema: {
        ...orderActionSchema(
          ['admin'],
          'Cancel any order before delivery, with a reason (cancelledBy: admin)',
          'Allowed from every status before delivered; 409 naming the status otherwise. The customer sees ' +
            '"Order cancelled by admin"; the reason is kept on the order and its timeline. Reserved stock is released.',
        ),
        body: staffCancelRequestSchema,
      },
    },
    async (request) =>
      replyWithOrder(
        lifecycle.cancel(app.ctx, request.params.id, actorOf(request.auth), request.body.reason),
        'Order cancelled',
      ),
  );
};
