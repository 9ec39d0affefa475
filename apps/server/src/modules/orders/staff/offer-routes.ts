import { dispatchSettingsSchema, offersSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { actorOf } from '../core/actor.js';
import { orderIdParams, bearerSecurity as security } from '../core/schemas.js';
import { setManualClaiming } from '../dispatch/dispatch-settings.js';
import { declineOffer, myOffers } from '../dispatch/offer-service.js';
import { orderActionSchema, replyWithOrder } from '../lifecycle/route-helpers.js';
import { lifecycle } from '../lifecycle/service.js';

const OFFERS =
  'An order is offered to one on-duty person at a time (socket event order:offer with its deadline, ' +
  'DISPATCH_OFFER_SECONDS, default 60); when it runs out or is declined the next person is offered it.';

/** Issue 45: the offers of automatic dispatch, and the admin's manual-claiming fallback. */
export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireAuth('shopper', 'delivery');
  const tags = ['dispatch'];

  app.get(
    '/staff/offers',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Orders offered to me, soonest deadline first',
        description: OFFERS,
        response: { 200: envelope(offersSchema) },
      },
    },
    async (request) => ok({ offers: await myOffers(app.ctx, actorOf(request.auth)) }),
  );

  app.post(
    '/staff/offers/:id/accept',
    {
      onRequest: staff,
      schema: orderActionSchema(
        tags,
        'Accept the order offered to me',
        `A shopper accepts the order; a rider claims it for delivery. ${OFFERS}`,
      ),
    },
    async (request) => {
      const actor = actorOf(request.auth);
      const step =
        actor.role === 'delivery'
          ? lifecycle.claimDelivery(app.ctx, request.params.id, actor)
          : lifecycle.accept(app.ctx, request.params.id, actor);
      return replyWithOrder(step, 'Offer accepted');
    },
  );

  app.post(
    '/staff/offers/:id/decline',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Decline the order offered to me',
        description: `409 when it is not offered to me (any more). ${OFFERS}`,
        params: orderIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) =>
      ok(await declineOffer(app.ctx, request.params.id, actorOf(request.auth)), 'Offer declined'),
  );

  app.put(
    '/admin/dispatch',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags,
        security,
        summary: 'Switch manual claiming on or off',
        description:
          'On: anyone may take a waiting order even while it is offered to someone else. Off (default): ' +
          'an offered order is the offeree’s until they answer or the time runs out.',
        body: dispatchSettingsSchema,
        response: { 200: envelope(dispatchSettingsSchema) },
      },
    },
    async (request) => {
      await setManualClaiming(app.ctx, request.body.manualClaiming);
      return ok({ manualClaiming: request.body.manualClaiming });
    },
  );
};
