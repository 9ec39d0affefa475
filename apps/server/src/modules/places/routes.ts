import { PLACE_MESSAGES, placeLookupQuerySchema, placeSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { logProviderFailure } from '../geocoding/geocoder.js';
import { lookupPlace } from './service.js';

/** GET /api/places/lookup: where "560034", "Koramangala" or "Andheri, Mumbai" is (the "Delivering to" bar). */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/lookup',
    {
      config: {
        // Public (the bar is used before signing in); a name the data does not know may cost a geocoder call.
        rateLimit: { max: 60, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['places'],
        summary: 'Coordinates of an Indian PIN code, area or city',
        description:
          'Answered from bundled PIN code data (works offline); a name it does not know is tried on the ' +
          `geocoder for a moment. 404 when unknown; 400 "${PLACE_MESSAGES.pinInvalid}" for a malformed PIN.`,
        querystring: placeLookupQuerySchema,
        response: { 200: envelope(z.object({ place: placeSchema })) },
      },
    },
    async (request, reply) => {
      const place = await lookupPlace(app.ctx, request.query.q, logProviderFailure(request.log));
      // A PIN's centroid does not change: phones on slow networks may keep the answer for a day.
      void reply.header('cache-control', 'public, max-age=86400');
      return ok({ place });
    },
  );
};
