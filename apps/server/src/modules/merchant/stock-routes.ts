import {
  bulkStockReplySchema,
  bulkStockRequestSchema,
  idSchema,
  ownerProductReplySchema,
  ownerProductsQuerySchema,
  ownerProductsReplySchema,
  priceRequestSchema,
  stockRequestSchema,
  stockSuggestionsReplySchema,
  suggestionAnswerSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { listOwnerProducts, setPrice, setStock } from '../catalogue/owner-stock-service.js';
import { answerSuggestion, stockSuggestions } from '../catalogue/stock-reports.js';
import { scopeOf } from './shop-access.js';

const tags = ['merchant'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });
const productParams = z.object({ productId: idSchema });
const OTHER_SHOP = 'A product of another shop is answered 404 and nothing changes.';

/** Issue 46: the owner's stock and prices, and the shoppers' "not available" suggestions. */
export const merchantStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const owner = { onRequest: app.requireAuth('merchant', 'admin') };

  app.get(
    '/merchant/shops/:id/products',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "The shop's products with their stock, by category and name; q searches the name",
        params: idParams,
        querystring: ownerProductsQuerySchema,
        response: { 200: envelope(ownerProductsReplySchema) },
      },
    },
    async (request) =>
      ok(await listOwnerProducts(ctx, await scopeOf(ctx, request), request.params.id, request.query)),
  );

  app.put(
    '/merchant/products/:id/stock',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'Mark a product out of stock, or back in stock',
        description: `Out of stock: customers see it so and cannot add or order it. ${OTHER_SHOP}`,
        params: idParams,
        body: stockRequestSchema,
        response: { 200: envelope(ownerProductReplySchema) },
      },
    },
    async (request) => {
      const [product] = await setStock(
        ctx,
        await scopeOf(ctx, request),
        [request.params.id],
        request.body.inStock,
      );
      return ok({ product: product! });
    },
  );

  app.post(
    '/merchant/products/stock',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'Mark many products out of stock or back in at once (a category)',
        description: `All or nothing. ${OTHER_SHOP}`,
        body: bulkStockRequestSchema,
        response: { 200: envelope(bulkStockReplySchema) },
      },
    },
    async (request) => {
      const changed = await setStock(
        ctx,
        await scopeOf(ctx, request),
        request.body.ids,
        request.body.inStock,
      );
      return ok({ updated: changed.length });
    },
  );

  app.put(
    '/merchant/products/:id/price',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "Change a product's price, within the admin's rules (not above the MRP by default); logged",
        params: idParams,
        body: priceRequestSchema,
        response: { 200: envelope(ownerProductReplySchema) },
      },
    },
    async (request) =>
      ok({
        product: await setPrice(ctx, await scopeOf(ctx, request), request.params.id, request.body.price),
      }),
  );

  app.get(
    '/merchant/suggestions',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'Products shoppers found missing, not yet answered ("Mark … out of stock?")',
        description:
          "hidden: the reports of one day reached the admin's number and the product is out of new carts until answered.",
        response: { 200: envelope(stockSuggestionsReplySchema) },
      },
    },
    async (request) => ok({ suggestions: await stockSuggestions(ctx, await scopeOf(ctx, request)) }),
  );

  app.post(
    '/merchant/suggestions/:productId',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'Answer a suggestion with one tap: out of stock, or it is there (back in carts)',
        description: `404 when the product has no open suggestion. ${OTHER_SHOP}`,
        params: productParams,
        body: suggestionAnswerSchema,
        response: { 200: envelope(ownerProductReplySchema) },
      },
    },
    async (request) =>
      ok({
        product: await answerSuggestion(
          ctx,
          await scopeOf(ctx, request),
          request.params.productId,
          request.body.outOfStock,
        ),
      }),
  );
};
