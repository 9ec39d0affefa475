import {
  acceptanceTimeSchema,
  checkoutPaymentSchema,
  createOrderRequestSchema,
  orderListQuerySchema,
  orderSchema,
  paginationSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../i18n/request-language.js';
import { startOnlineCheckout } from '../payments/checkout-service.js';
import { placeOrder } from '../placement/place-order.js';
import { shopOrderCounterFor } from '../placement/shop-order-counter.js';
import { acceptanceTimeFor, getOrderFor, listCustomerOrders } from './service.js';

const orderEnvelope = envelope(z.object({ order: orderSchema }));
/** Issue 43: an online order is placed once the gateway confirms its hold; until then, where to pay. */
const checkoutEnvelope = envelope(z.object({ payment: checkoutPaymentSchema }));
/** The order list keeps `data` an array (PRODUCT.md §7) with the pagination beside it. */
const orderListEnvelope = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(orderSchema),
  pagination: paginationSchema,
});
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .min(1, 'The Idempotency-Key header is required')
    .max(200, 'The Idempotency-Key header must be at most 200 characters'),
});
const bearer = [{ bearer: [] }];

/** Customer order placement and reads (server-contract "Orders (customer)"). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderCounts = shopOrderCounterFor(app.ctx, (error) =>
    app.log.error({ err: error }, 'could not add to the shop order counts'),
  );
  app.addHook('onClose', () => orderCounts.flush());

  app.post(
    '/orders',
    {
      onRequest: app.requireAuth('customer'),
      schema: {
        tags: ['orders'],
        summary: 'Place an order paid at the door, or start paying one online',
        description:
          'Prices, fees and taxes come from the server catalogue; prices in the body are ignored. ' +
          'The same Idempotency-Key within 24 h returns the first order (200); with a different body: 422. ' +
          'paymentMethod "online" answers 202 with data.payment (the hold of the estimate plus headroom and ' +
          'its checkoutUrl); the order is placed once the gateway confirms the payment.',
        security: bearer,
        headers: idempotencyHeaders,
        body: createOrderRequestSchema,
        response: { 200: orderEnvelope, 201: orderEnvelope, 202: checkoutEnvelope },
      },
    },
    async (request, reply) => {
      if (request.body.paymentMethod === 'online') {
        const key = request.headers['idempotency-key'];
        const started = await startOnlineCheckout(app.ctx, request.auth!, key, request.body, request.log);
        return reply.status(202).send(ok({ payment: started.payment }));
      }
      const result = await placeOrder(
        app.ctx,
        request.auth!,
        request.headers['idempotency-key'],
        request.body,
        request.log,
      );
      return reply.status(result.replayed ? 200 : 201).send(ok({ order: result.order }, result.message));
    },
  );

  app.get(
    '/orders/customer',
    {
      onRequest: app.requireAuth('customer'),
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, newest first by default",
        security: bearer,
        querystring: orderListQuerySchema,
        response: { 200: orderListEnvelope },
      },
    },
    async (request) => {
      const { orders, pagination } = await listCustomerOrders(app.ctx, request.auth!, request.query);
      return { success: true as const, data: orders, pagination };
    },
  );

  app.get(
    '/orders/acceptance-time/:shopId',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['orders'],
        summary: 'How long until a shopper accepts a new order at this shop',
        description: '5 minutes plus 3 per order already waiting for a shopper there, at most 60.',
        security: bearer,
        params: z.object({ shopId: z.string().max(100) }),
        response: { 200: envelope(acceptanceTimeSchema) },
      },
    },
    async (request) => ok(await acceptanceTimeFor(app.ctx, request.params.shopId, requestLanguage(request))),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['orders'],
        summary: 'One order: its customer, its assigned shopper or delivery person, or an admin',
        security: bearer,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: orderEnvelope },
      },
    },
    async (request) => ok({ order: await getOrderFor(app.ctx, request.params.id, request.auth!) }),
  );
};
