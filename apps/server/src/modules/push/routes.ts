import { pushSubscriptionRequestSchema, pushSubscriptionSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { subscribe, unsubscribe } from './service.js';

const bearer = [{ bearer: [] }];
const tags = ['push'];

/** Web Push subscriptions of the signed-in person (issue 19): one per browser, several per account. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireAuth('customer', 'shopper', 'delivery', 'admin');

  app.post(
    '/me/push-subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Store this browser's push subscription (PushSubscription.toJSON())",
        description:
          'The same endpoint again updates its keys; an endpoint another account registered stays theirs (409). Only the browsers\u2019 push services (https, port 443, no user-info) are accepted.',
        security: bearer,
        body: pushSubscriptionRequestSchema,
        response: { 201: envelope(z.object({ subscription: pushSubscriptionSchema })) },
      },
    },
    async (request, reply) => {
      const subscription = await subscribe(app.ctx, request.auth!, request.body);
      return reply.status(201).send(ok({ subscription }, 'Notifications are on'));
    },
  );

  app.delete(
    '/me/push-subscriptions/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Remove one of my push subscriptions',
        security: bearer,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await unsubscribe(app.ctx, request.auth!, request.params.id);
      return ok(null, 'Notifications are off');
    },
  );
};
