import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { embeddedSecrets } from '../gateway/gateway-for.js';
import { acceptFormPosts } from '../html-pages.js';
import { checkoutPage, qrPage } from './checkout-page.js';
import { GatewayRefusal, testGateway } from './engine.js';
import type { WebhookOptions } from './webhooks.js';

const idParams = z.object({ id: z.string().max(40) });
/** A test's wishes for the webhooks of this payment, carried from the page's address to its buttons. */
const webhookQuery = z.object({
  webhookDelayMs: z.coerce.number().int().min(0).max(86_400_000).optional(),
  duplicates: z.coerce.number().int().min(0).max(5).optional(),
  drop: z.enum(['1', 'true']).optional(),
});
const payForm = webhookQuery.extend({
  method: z.enum(['upi', 'card', 'netbanking', 'wallet']).default('upi'),
});

const optionsOf = (query: z.infer<typeof webhookQuery>): WebhookOptions => ({
  ...(query.webhookDelayMs === undefined ? {} : { delayMs: query.webhookDelayMs }),
  ...(query.duplicates === undefined ? {} : { duplicates: query.duplicates }),
  drop: query.drop !== undefined,
});

/**
 * The embedded gateway's pages (decision 0065): the test checkout with "Pay" and "Fail", which returns
 * to the server's return address as Razorpay's checkout does (payment id, order id, signature), and the
 * QR code's test "scan". Forms post urlencoded, read here only.
 */
export const testGatewayPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  acceptFormPosts(app);
  const hidden = { hide: true };
  const refused = (error: unknown) => {
    if (error instanceof GatewayRefusal) return error;
    throw error;
  };

  app.get(
    '/test-gateway/checkout/:id',
    { schema: { ...hidden, params: idParams, querystring: webhookQuery } },
    async (request, reply) => {
      const order = await testGateway(ctx.db, ctx.now()).order(request.params.id).catch(refused);
      if (order instanceof GatewayRefusal)
        return reply.status(404).type('text/plain').send('No such payment');
      const options = Object.fromEntries(
        Object.entries(request.query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(checkoutPage({ gatewayOrderId: order.id, amountPaise: Number(order.amount), options }));
    },
  );

  for (const outcome of ['pay', 'fail'] as const) {
    app.post(
      `/test-gateway/checkout/:id/${outcome}`,
      { schema: { ...hidden, params: idParams, body: payForm.optional() } },
      async (request, reply) => {
        const form = payForm.parse(request.body ?? {});
        const result = await ctx.db
          .transaction(async (tx) => {
            const gateway = testGateway(tx, ctx.now());
            const order = await gateway.order(request.params.id);
            const payment = await gateway.pay(
              order.id,
              outcome === 'pay' ? 'authorized' : 'failed',
              form.method,
              optionsOf(form),
            );
            return { order, payment };
          })
          .catch(refused);
        if (result instanceof GatewayRefusal)
          return reply.status(404).type('text/plain').send('No such payment');
        ctx.jobKinds.wake();
        const { order, payment } = result;
        // Razorpay's checkout hands back the ids and a signature of "order_id|payment_id" with the key secret.
        const signature = createHmac('sha256', embeddedSecrets(ctx).keySecret)
          .update(`${order.id}|${payment.id}`)
          .digest('hex');
        const back = new URLSearchParams({
          razorpay_order_id: order.id,
          razorpay_payment_id: payment.id,
          ...(outcome === 'pay' ? { razorpay_signature: signature } : { error: 'failed' }),
        });
        return reply.redirect(`/api/payments/${String(order.receipt)}/return?${back}`, 303);
      },
    );
  }

  app.get('/test-gateway/qr/:id', { schema: { ...hidden, params: idParams } }, async (request, reply) => {
    const qr = await testGateway(ctx.db, ctx.now()).qr(request.params.id).catch(refused);
    if (qr instanceof GatewayRefusal) return reply.status(404).type('text/plain').send('No such QR code');
    const page = qrPage({
      qrId: qr.id,
      amountPaise: Number(qr.payment_amount),
      paid: qr.status !== 'active',
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post(
    '/test-gateway/qr/:id/pay',
    { schema: { ...hidden, params: idParams, querystring: webhookQuery, body: z.unknown().optional() } },
    async (request, reply) => {
      const paid = await ctx.db
        .transaction((tx) => testGateway(tx, ctx.now()).payQr(request.params.id, optionsOf(request.query)))
        .catch(refused);
      if (paid instanceof GatewayRefusal)
        return reply.status(409).send({ error: { description: paid.message } });
      ctx.jobKinds.wake();
      return reply.redirect(`/api/test-gateway/qr/${request.params.id}`, 303);
    },
  );
};
