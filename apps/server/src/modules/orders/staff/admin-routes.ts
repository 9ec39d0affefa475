import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  staffCancelRequestSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../http/envelope.js';
import { actorOf } from '../core/actor.js';
import { bearerSecurity, orderIdParams } from '../core/schemas.js';
import { orderActionSchema, replyWithOrder } from '../lifecycle/route-helpers.js';
import { lifecycle } from '../lifecycle/service.js';
import { adminOrderDetail, adminOrders } from './staff-service.js';

/** Admin order reads and actions (server-contract "Order lifecycle"); admins only, 403 for any other role. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireAuth('admin');

  app.get(
    '/admin/orders',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: 'Orders: active=true for every unfinished order (the live board), else pages newest first',
        description:
          'active=true answers up to 500 unfinished orders, longest waiting first; status filters either ' +
          'way. Live: admin sockets get adminOrderUpdate {order} for every change. The delivery code is never included.',
        querystring: adminOrderListQuerySchema,
        response: { 200: envelope(adminOrderListSchema) },
      },
    },
    async (request) => ok(await adminOrders(app.ctx, actorOf(request.auth), request.query)),
  );

  app.get(
    '/admin/orders/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: 'One order with its timeline (who did what), customer, delivery person and inquiries',
        params: orderIdParams,
        response: { 200: envelope(adminOrderDetailSchema) },
      },
    },
    async (request) => ok(await adminOrderDetail(app.ctx, actorOf(request.auth), request.params.id)),
  );

  app.put(
    '/admin/orders/:id/cancel',
    {
      onRequest: admin,
      schema: {
        ...orderActionSchema(
          ['admin'],
          'Cancel any order before delivery, with a reason (cancelledBy: admin)',
          'Allowed from every status before delivered; 409 naming the status otherwise. The customer sees ' +
            '"Order cancelled by admin: <reason>"; the reason is kept on the order and its timeline, with the admin who did it. ' +
            'Reserved stock is released.',
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

  app.post(
    '/admin/orders/:id/unlock-delivery-code',
    {
      onRequest: admin,
      schema: orderActionSchema(
        ['admin'],
        'Unlock a delivery code that five wrong tries locked, so the carrier may try again',
        'Allowed while out for delivery and locked; 409 otherwise. Recorded on the timeline with the admin.',
      ),
    },
    async (request) =>
      replyWithOrder(
        lifecycle.unlockDeliveryCode(app.ctx, request.params.id, actorOf(request.auth)),
        'Delivery code unlocked',
      ),
  );
};
