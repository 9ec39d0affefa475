import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { handleWebhook } from './webhook-service.js';

/**
 * POST /api/payments/webhook (public, signed): the body is kept as the raw text its signature covers,
 * so this plugin reads JSON as a string (its own scope only) and the service parses it after the check.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhook',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: "The gateway's webhook (Razorpay's format, X-Razorpay-Signature over the raw body)",
        description:
          'A wrong or missing signature or event id is a 400 and changes nothing; each event id is handled once. ' +
          'A payment whose amount differs from the one asked is refused and shown to admins.',
        headers: z.object({
          'x-razorpay-signature': z.string().max(200).optional(),
          'x-razorpay-event-id': z.string().max(200).optional(),
        }),
        response: {
          200: envelope(z.object({ outcome: z.enum(['applied', 'duplicate', 'ignored', 'refused']) })),
        },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const { outcome } = await handleWebhook(
        app.ctx,
        raw,
        {
          signature: request.headers['x-razorpay-signature'],
          eventId: request.headers['x-razorpay-event-id'],
        },
        request.log,
      );
      return ok({ outcome });
    },
  );
};
