import { staffCancelRequestSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../lifecycle/actor.js';
import { orderIdParams, orderReply } from '../lifecycle/schemas.js';
import { lifecycle } from '../lifecycle/service.js';

/** Admin order actions (server-contract "Order lifecycle"); admins only, 403 for any other role. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/orders/:id/cancel',
    {
      preHandler: app.requireAuth('admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Cancel any order before delivery, with a reason (cancelledBy: admin)',
        description:
          'Allowed from every status before delivered; 409 naming the status otherwise. The customer sees ' +
          '"Order cancelled by admin"; the reason is kept on the order and its timeline. Reserved stock is released.',
        params: orderIdParams,
        body: staffCancelRequestSchema,
        response: { 200: orderReply },
      },
    },
    async (request) => {
      const { order } = await lifecycle.cancel(
        app.ctx,
        request.params.id,
        actorOf(request.auth),
        request.body.reason,
      );
      return ok({ order }, 'Order cancelled');
    },
  );
};
