import {
  isId,
  productListQuerySchema,
  productListSchema,
  shopCategoryListSchema,
  shopListQuerySchema,
  shopListSchema,
  shopReplySchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { AppError, notFound } from '../../http/errors.js';
import { catalogueBrowseRoutes } from './browse-routes.js';
import { CachedJson } from './cached-json.js';
import { CatalogueService, SHOP_NOT_FOUND } from './service.js';

/** §8 names this message for a malformed shop id in the products call. */
export const INVALID_SHOP_ID = 'Invalid shop ID format';

/** The public catalogue of §7: shops, one shop, a shop's products, and shop categories. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CatalogueService(app.ctx.db, app.ctx.now);
  // Order counts drive the home sort, so a new order is a change to the shop list too.
  const stopListening = [
    app.ctx.events.on('catalogue.changed', () => service.forgetShopLists()),
    app.ctx.events.on('order.changed', ({ action }) => {
      if (action === 'created') service.forgetShopLists();
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stopListening) stop();
  });
  const productLists = new CachedJson();
  await app.register(catalogueBrowseRoutes, { catalogue: service });

  app.get(
    '/shops',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active shops, filtered by category and search (name, description, category, city)',
        querystring: shopListQuerySchema,
        response: { 200: envelope(shopListSchema) },
      },
    },
    async (request) => ok(await service.listShops(request.query)),
  );

  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active shop with its open/closed state now',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: envelope(shopReplySchema) },
      },
    },
    async (request) => {
      if (!isId(request.params.id)) throw notFound(SHOP_NOT_FOUND);
      return ok({ shop: await service.getShop(request.params.id) });
    },
  );

  app.get(
    '/products/shop/:shopId',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A shop's products (ETag + If-None-Match, Cache-Control: no-cache, compressed)",
        description:
          'active=true (default) lists active products only; active=false lists all. A malformed shopId is 400.',
        params: z.object({ shopId: z.string().max(100) }),
        querystring: productListQuerySchema,
        response: { 200: envelope(productListSchema) },
      },
    },
    async (request, reply) => {
      const { shopId } = request.params;
      if (!isId(shopId)) throw new AppError('BAD_REQUEST', INVALID_SHOP_ID);
      const options = { activeOnly: request.query.active, limit: request.query.limit };
      const version = await service.productListVersion(shopId, options.activeOnly);
      const variant = `${options.activeOnly ? 'a' : 'all'}${options.limit}`;
      return productLists.reply(request, reply, `${shopId}:${variant}`, `${version}.${variant}`, async () => {
        const built = await service.productListJson(shopId, options);
        return { version: `${built.version}.${variant}`, json: built.json };
      });
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories of active shops with their shop counts (for the home filter)',
        response: { 200: envelope(shopCategoryListSchema) },
      },
    },
    async () => ok({ categories: await service.listCategories() }),
  );
};
