import {
  approveRevisionRequestSchema,
  cancelOrderRequestSchema,
  inquiryHistoryResponseSchema,
  inquiryRequestSchema,
  inquiryResponseSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../http/envelope.js';
import { sendPrivateImage } from '../../../http/private-image.js';
import { actorOf } from '../core/actor.js';
import { bearerSecurity, orderIdParams } from '../core/schemas.js';
import { orderActionSchema, replyWithOrder } from './route-helpers.js';
import { lifecycle } from './service.js';

const tags = ['orders'];
const security = bearerSecurity;

/**
 * What the customer does to an order after placing it (PRODUCT.md §4 "Transitions triggered by the customer").
 * Only the order's own customer: anyone else's order is 404. A step the order's status does not allow
 * is 409 naming the status; repeating a step that already succeeded answers with the order again.
 */
export const lifecycleCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = app.requireAuth('customer');

  app.put(
    '/orders/:id/cancel',
    {
      onRequest: customer,
      schema: {
        ...orderActionSchema(
          tags,
          'Cancel my order (until the bill is approved); reserved stock is released',
        ),
        body: cancelOrderRequestSchema,
      },
    },
    async (request) =>
      replyWithOrder(
        lifecycle.cancel(app.ctx, request.params.id, actorOf(request.auth), request.body.reason),
        'Order cancelled successfully.',
      ),
  );

  app.post(
    '/orders/:id/approve-revision',
    {
      onRequest: customer,
      schema: {
        ...orderActionSchema(
          tags,
          "Approve the shopper's revision: the revised items become the order's items. The optional body " +
            'names the replacements refused (by the original item’s productId): each becomes a removal and ' +
            'its stock is released; an id that names no replaced item is a 422. A body-less call approves all.',
        ),
        body: approveRevisionRequestSchema,
      },
    },
    async (request) =>
      replyWithOrder(
        lifecycle.approveRevision(app.ctx, request.params.id, actorOf(request.auth), {
          refusedReplacements: request.body?.refusedReplacements ?? [],
        }),
        'Revised order approved! Your shopper will proceed with final shopping.',
      ),
  );

  app.put(
    '/orders/:id/approve-bill',
    { onRequest: customer, schema: orderActionSchema(tags, 'Approve the uploaded bill') },
    async (request) =>
      replyWithOrder(
        lifecycle.approveBill(app.ctx, request.params.id, actorOf(request.auth)),
        'Bill approved successfully!',
      ),
  );

  app.post(
    '/orders/:id/inquiry',
    {
      onRequest: customer,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Record an inquiry and get the shopper’s contact',
        description:
          "Refused with 409 before the shop's inquiryAvailableTime (minutes) has passed since the order was " +
          'placed (the message says how many minutes are left), for delivered or cancelled orders, and while ' +
          'no shopper has accepted the order. Answers the shopper’s name and phone and the last 3 inquiries.',
        params: orderIdParams,
        body: inquiryRequestSchema,
        response: { 200: envelope(inquiryResponseSchema) },
      },
    },
    async (request) => {
      const answer = await lifecycle.inquiry(
        app.ctx,
        request.params.id,
        actorOf(request.auth),
        request.body.method,
      );
      return ok(answer);
    },
  );

  app.get(
    '/orders/:id/inquiries',
    {
      onRequest: customer,
      schema: {
        tags,
        security,
        summary: 'My previous inquiries about an order, and whether I may contact the shopper now',
        description:
          'The last 3 inquiries (newest first), the availability by the same rule as POST .../inquiry ' +
          '(minutesLeft is 0 once available) and the shopper’s name and phone once a shopper is assigned ' +
          "(else null). Records nothing. Another customer's order, or a malformed id, is 404.",
        params: orderIdParams,
        response: { 200: envelope(inquiryHistoryResponseSchema) },
      },
    },
    async (request) => ok(await lifecycle.inquiryHistory(app.ctx, request.params.id, actorOf(request.auth))),
  );

  app.get(
    '/orders/:id/bill',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security,
        summary: 'The bill image (JPEG, PNG or WebP)',
        description:
          "Served only to the order's customer, its assigned shopper and delivery person, and admins " +
          '(404 for anyone else, and when no bill was uploaded). Never cached.',
        params: orderIdParams,
      },
    },
    async (request, reply) => {
      const bill = await lifecycle.openBill(app.ctx, request.params.id, actorOf(request.auth));
      return sendPrivateImage(reply, bill);
    },
  );
};
