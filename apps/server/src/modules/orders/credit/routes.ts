import { creditAccountSchema, grantCreditRequestSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../http/envelope.js';
import { actorOf } from '../core/actor.js';
import { bearerSecurity } from '../core/schemas.js';
import { credit } from './service.js';

const tags = ['credit'];

/** Issue 44: Jhola credit, the customer's ledger and an admin's goodwill grant (decision 0064). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/credit',
    {
      onRequest: app.requireAuth('customer'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'My Jhola credit: the balance and every entry, newest first',
        description:
          'The balance is the sum of the entries (rupees); each entry names why, who and the order. ' +
          'Credit never expires. Customers only (staff 403).',
        response: { 200: envelope(creditAccountSchema) },
      },
    },
    async (request) => ok(await credit.creditAccount(app.ctx, request.auth!.userId)),
  );

  app.post(
    '/admin/credit',
    {
      onRequest: app.requireAuth('admin'),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Grant a customer Jhola credit (goodwill), with the reason the customer reads',
        description:
          'Amount in rupees, ₹1 to ₹10,000; the reason is required. An unknown customer is 404. Answers the ' +
          "customer's credit after the grant. Admins only.",
        body: grantCreditRequestSchema,
        response: { 201: envelope(creditAccountSchema) },
      },
    },
    async (request, reply) => {
      const account = await credit.grantCredit(app.ctx, actorOf(request.auth), request.body);
      return reply.status(201).send(ok(account));
    },
  );
};
