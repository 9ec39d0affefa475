import { staffHistoryQuerySchema, staffHistorySchema, staffInquiriesSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../http/envelope.js';
import { actorOf } from '../core/actor.js';
import { bearerSecurity, orderIdParams } from '../core/schemas.js';
import { orderActionSchema, replyWithOrder } from '../lifecycle/route-helpers.js';
import { lifecycle } from '../lifecycle/service.js';
import { cardsReply } from './schemas.js';
import { ACCESS, DELIVERY } from './shopper-routes.js';
import { deliveryCards, shopperInquiries, staffHistory } from './staff-service.js';

const security = bearerSecurity;

/** The delivery person's waiting list and claim, the carriers' history, the shopper's inquiries. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const delivery = app.requireAuth('delivery');

  app.get(
    '/delivery/orders/ready',
    {
      onRequest: delivery,
      schema: {
        tags: ['delivery'],
        security,
        summary:
          'Orders ready for a delivery person (bill approved, nobody claimed them), longest waiting first',
        description:
          `Cards like the shopper's (distanceKm, itemCount). Live: sockets of delivery people get ` +
          `readyForDelivery and orderTaken. ${DELIVERY}`,
        response: { 200: cardsReply },
      },
    },
    async (request) => ok(await deliveryCards(app.ctx, actorOf(request.auth))),
  );

  app.post(
    '/delivery/orders/:id/claim',
    {
      onRequest: delivery,
      schema: orderActionSchema(
        ['delivery'],
        'Claim a ready order; then PUT /shopper/orders/{id}/status out_for_delivery, location and deliver work for the claimer',
        `Of two delivery people racing, the second gets 409. Claiming again is answered with the order. ${ACCESS}`,
      ),
    },
    async (request) =>
      replyWithOrder(
        lifecycle.claimDelivery(app.ctx, request.params.id, actorOf(request.auth)),
        'Delivery claimed',
      ),
  );

  app.get(
    '/shopper/orders/history',
    {
      onRequest: app.requireAuth('shopper', 'delivery'),
      schema: {
        tags: ['staff'],
        security,
        summary: 'My finished orders (delivered or cancelled), newest first, with totals',
        description:
          'A shopper sees the orders they accepted, a delivery person those they claimed. summary counts ' +
          'all of them: delivered, cancelled, and the value of the delivered ones (revised totals count).',
        querystring: staffHistoryQuerySchema,
        response: { 200: envelope(staffHistorySchema) },
      },
    },
    async (request) => ok(await staffHistory(app.ctx, actorOf(request.auth), request.query)),
  );

  app.get(
    '/shopper/orders/:id/inquiries',
    {
      onRequest: app.requireAuth('shopper'),
      schema: {
        tags: ['staff'],
        security,
        summary: "The customer's inquiries (call or WhatsApp) on my order, newest first",
        description:
          'Only the assigned shopper (404 for anyone else). New ones arrive live as orderInquiry on the socket.',
        params: orderIdParams,
        response: { 200: envelope(staffInquiriesSchema) },
      },
    },
    async (request) => ok(await shopperInquiries(app.ctx, actorOf(request.auth), request.params.id)),
  );
};
