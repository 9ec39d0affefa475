import { slotsQuerySchema, slotsReplySchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { listSlots } from './slot-service.js';

/** Issue 45: the delivery slots a customer may book at checkout (public, like the shop itself). */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops/:id/slots',
    {
      schema: {
        tags: ['slots'],
        summary: "A shop's one-hour delivery slots for today or tomorrow (India days)",
        description:
          'Slots within the shop hours that have not started yet. capacity = planned shopper-hours in the ' +
          'slot × SLOT_ORDERS_PER_SHOPPER_HOUR (default 4); booked counts its orders that are not cancelled; ' +
          'available = capacity − booked. nextFree is the first slot with a place from now on. Book one with ' +
          'POST /api/orders { slot: { start } }: a full slot is a 409 saying "Full: 12 of 12 orders" and ' +
          'naming the next free slot. asapMinutes is the delivery estimate now (to lat/lng when given).',
        params: z.object({ id: z.uuid() }),
        querystring: slotsQuerySchema,
        response: { 200: envelope(slotsReplySchema) },
      },
    },
    async (request) => ok(await listSlots(app.ctx, request.params.id, request.query)),
  );
};
