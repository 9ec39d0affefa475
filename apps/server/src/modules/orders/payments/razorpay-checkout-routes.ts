import { isId } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appDirectives } from '../../../http/content-security-policy.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { acceptFormPosts, escapeHtml } from './html-pages.js';
import { returnFromCheckout } from './payment-service.js';

const HOSTED_CHECKOUT = 'https://api.razorpay.com/v1/checkout/embedded';
const idParams = z.object({ id: z.string().max(100) });

/**
 * With Razorpay's keys (decision 0065): a page that posts the hold to Razorpay's hosted checkout (no
 * script: one button), and the return Razorpay posts back to. Its CSP allows that one form target.
 */
export const razorpayCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  acceptFormPosts(app);
  const directives = {
    ...appDirectives({ googleSignIn: false }),
    'form-action': ["'self'", 'https://api.razorpay.com'],
  };

  app.get(
    '/payments/:id/razorpay-checkout',
    {
      config: { helmet: { contentSecurityPolicy: { useDefaults: false, directives } } } as object,
      schema: { hide: true, params: idParams },
    },
    async (request, reply) => {
      const config = ctx.config.payments;
      const hold = isId(request.params.id)
        ? await new PaymentRepository(ctx.db).find(request.params.id)
        : null;
      if (
        config.kind !== 'razorpay' ||
        hold?.kind !== 'hold' ||
        !hold.gatewayOrderId ||
        hold.status !== 'created'
      )
        return reply.redirect('/cart', 303);
      const field = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const back = `${ctx.config.appUrl}/api/payments/${hold.id}/return`;
      const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay · Jhola</title></head><body><main><h1>Pay online</h1><form method="post" action="${HOSTED_CHECKOUT}">${field('key_id', config.keyId)}${field('order_id', hold.gatewayOrderId)}${field('name', 'Jhola')}${field('callback_url', back)}${field('cancel_url', back)}<p><button type="submit">Continue to Razorpay</button></p></form></main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  app.post(
    '/payments/:id/return',
    { schema: { hide: true, params: idParams, body: z.record(z.string(), z.string().max(500)).optional() } },
    async (request, reply) =>
      reply.redirect(await returnFromCheckout(ctx, request.params.id, request.log), 303),
  );
};
