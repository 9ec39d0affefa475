import { coordinatesNotFoundMessage, geocodeRequestSchema, geocodeResultSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';
import { geocoderFor, logProviderFailure } from './geocoder.js';

/** POST /api/geocode: lets the checkout show where the address lands before the order is confirmed. */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/geocode',
    {
      onRequest: app.requireAuth('customer'),
      config: {
        // Each lookup may cost calls to outside services: 20 a minute per customer is plenty for a form.
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.auth?.userId ?? request.ip,
        },
      },
      schema: {
        tags: ['geocoding'],
        summary: 'Find the coordinates of an Indian delivery address',
        description:
          'Google geocoder when configured, then Nominatim, then city and state only; India only. ' +
          'found=false (with the message) when no place was found; that never blocks an order.',
        security: [{ bearer: [] }],
        body: geocodeRequestSchema,
        response: { 200: envelope(geocodeResultSchema) },
      },
    },
    async (request) => {
      const result = await geocoderFor(app.ctx).geocode(request.body, logProviderFailure(request.log));
      return result.found ? ok(result) : ok(result, coordinatesNotFoundMessage(request.body));
    },
  );
};
