import { checkoutPaymentSchema, paymentEntrySchema, tipRequestSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { doorQrRoutes } from './door-qr-routes.js';
import { paymentGatewayFor } from './gateway/gateway-for.js';
import { paymentsOfOrder, pollCheckout, returnFromCheckout } from './payment-service.js';
import { razorpayCheckoutRoutes } from './razorpay-checkout-routes.js';
import { testGatewayApiRoutes } from './test-gateway/api-routes.js';
import { testGatewayPageRoutes } from './test-gateway/checkout-routes.js';
import { webhookTarget } from './test-gateway/webhooks.js';
import { startTip } from './tip-service.js';
import { startTopUp } from './topup-service.js';
import { webhookRoutes } from './webhook-routes.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(100) });

/**
 * Issue 43's routes: the signed webhook, the return from the checkout page, a hold's state, an order's
 * payments, the admins' refused webhooks; and, with no Razorpay keys, the embedded test gateway.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The gateway and the webhook sender reach the app through these (the embedded gateway is this app).
  paymentGatewayFor(app.ctx, app);
  webhookTarget(app.ctx, app);
  await app.register(webhookRoutes);
  await app.register(razorpayCheckoutRoutes);
  await app.register(doorQrRoutes);
  if (app.ctx.config.payments.kind === 'embedded') {
    await app.register(testGatewayApiRoutes);
    await app.register(testGatewayPageRoutes);
  }

  app.get(
    '/payments/:id/return',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Where the gateway's checkout sends the customer back; redirects to the order or the checkout",
        params: idParams,
        querystring: z.record(z.string(), z.string().max(200)),
      },
    },
    async (request, reply) =>
      reply.redirect(await returnFromCheckout(app.ctx, request.params.id, request.log), 303),
  );

  app.get(
    '/payments/:id',
    {
      onRequest: app.requireAuth('customer'),
      schema: {
        tags: ['payments'],
        summary: "A checkout's hold: its state and, once the gateway confirmed it, its order",
        description:
          'Polled by the checkout while it waits: once the webhook is a few seconds late, this asks the gateway ' +
          'itself and places the order of a paid hold. A gateway or database too slow to say answers the hold ' +
          'as it stands (still "created"), never an error; the next poll finds the order.',
        security: bearer,
        params: idParams,
        response: { 200: envelope(z.object({ payment: checkoutPaymentSchema })) },
      },
    },
    async (request) =>
      ok({ payment: await pollCheckout(app.ctx, request.auth!.userId, request.params.id, request.log) }),
  );

  app.get(
    '/orders/:id/payments',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['payments'],
        summary: "An order's hold, capture, refunds, door UPI and tips, for whoever may read the order",
        security: bearer,
        params: idParams,
        response: { 200: envelope(z.object({ payments: z.array(paymentEntrySchema) })) },
      },
    },
    async (request) => ok({ payments: await paymentsOfOrder(app.ctx, request.params.id, request.auth!) }),
  );

  app.post(
    '/orders/:id/tip',
    {
      onRequest: app.requireAuth('customer'),
      schema: {
        tags: ['payments'],
        summary: 'Add a tip to my order (at checkout or up to 24 h after delivery), paid online',
        description:
          'Answers where to pay it (checkoutUrl); captured once the gateway confirms, shown to the shopper and ' +
          'the delivery person and split between them when they are two people. 409 on a cancelled order or after 24 h.',
        security: bearer,
        params: idParams,
        body: tipRequestSchema,
        response: { 201: envelope(z.object({ payment: checkoutPaymentSchema })) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok({ payment: await startTip(app.ctx, request.auth!, request.params.id, request.body.amount) }),
        ),
  );

  app.post(
    '/orders/:id/topup',
    {
      onRequest: app.requireAuth('customer'),
      schema: {
        tags: ['payments'],
        summary: 'Pay online what a bill above the hold left due on my order',
        description:
          'Once the approved bill went above the online hold and the hold is captured: answers where to pay the ' +
          'difference (checkoutUrl), captured once the gateway confirms; the same checkout while it is unpaid. ' +
          'Paying it at the door instead needs no call (paymentState.due is what the rider asks). 409 when ' +
          'nothing is left to pay online.',
        security: bearer,
        params: idParams,
        response: { 201: envelope(z.object({ payment: checkoutPaymentSchema })) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok({ payment: await startTopUp(app.ctx, request.auth!, request.params.id) })),
  );

  app.get(
    '/admin/payments/flags',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['payments'],
        summary: 'Webhooks refused for an amount that was not the one asked, newest first',
        security: bearer,
        response: {
          200: envelope(
            z.object({
              flags: z.array(
                z.object({
                  eventId: z.string(),
                  event: z.string(),
                  orderId: z.string().nullable(),
                  detail: z.string().nullable(),
                  receivedAt: z.string(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async () => {
      const rows = await new PaymentRepository(app.ctx.db).refusedEvents(100);
      return ok({
        flags: rows.map((r) => ({
          eventId: r.eventId,
          event: r.event,
          orderId: r.orderId,
          detail: r.detail,
          receivedAt: r.receivedAt.toISOString(),
        })),
      });
    },
  );
};
