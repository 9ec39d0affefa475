import { CONTACT_MESSAGES, contactRequestSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { sendContactMessage } from './service.js';

/** POST /api/contact: the public contact form (PRODUCT.md §2 Contact page, PRODUCT.md §7). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      // A coarse per-IP guard in memory; the real limits are counted in the service.
      config: { rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team (stored, and mailed to SUPPORT_EMAIL)',
        description:
          'Name, e-mail and message are required; at most 10 messages an hour from one IP and 5 from one address (429).',
        body: contactRequestSchema,
        response: { 201: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request, reply) => {
      const result = await sendContactMessage(app.ctx, request.body, {
        ip: request.ip,
        userId: request.auth?.userId ?? null,
      });
      return reply.status(201).send(ok(result, CONTACT_MESSAGES.received));
    },
  );
};
