import { cartQuoteRequestSchema, cartQuoteSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../i18n/request-language.js';
import { translatorFor } from '../../../i18n/translator.js';
import { quoteCart } from './quote-service.js';

/** Issue 45: the fees of a cart before ordering; public, as browsing and the cart are. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/quote',
    {
      schema: {
        tags: ['orders'],
        summary: 'Price a cart with its fees, as placing it would (the server prices it from its catalogue)',
        description:
          'fees[]: each fee that applies, with addToRemove when adding that much to the cart removes it; ' +
          'shortBy: how much more reaches the minimum order. lat/lng: the place; deliveryAddress: the ' +
          "checkout's address, placed as the order will be. Neither: the farthest band.",
        body: cartQuoteRequestSchema,
        response: { 200: envelope(cartQuoteSchema) },
      },
    },
    async (request) => ok(await quoteCart(app.ctx, request.body, translatorFor(requestLanguage(request)))),
  );
};
