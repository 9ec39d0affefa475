import {
  ERROR_MESSAGES,
  isId,
  placeOf,
  productListQuerySchema,
  productListSchema,
  shopCategoryListSchema,
  shopListQuerySchema,
  shopListSchema,
  shopPlaceQuerySchema,
  shopReplySchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { AppError, notFound } from '../../http/errors.js';
import { catalogueBrowseRoutes } from './browse-routes.js';
import { CatalogueFreshness } from './freshness.js';
import { ReplyCache } from './reply-cache.js';
import { envelopeSerializer } from './reply-serializer.js';
import { TaughtWordsKept } from './search-teaching-service.js';
import { type CatalogueContext, catalogue, newShopListCache, SHOP_NOT_FOUND } from './service.js';
import { brandKindsKept, shopWordsKept } from './shop-words.js';

/** Open/closed is computed per minute, so a reply that shows it is kept for the minute it was made in. */
const minute = (now: Date) => Math.floor(now.getTime() / 60_000);

/**
 * The public catalogue of PRODUCT.md §7: shops, one shop, a shop's products, and shop categories. Replies that
 * change a few times a day are kept as bytes (ReplyCache) under a key naming the catalogue version
 * (CatalogueFreshness) and, where open/closed shows, the minute.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const freshness = new CatalogueFreshness(app.ctx.db, app.ctx.now);
  const ctx: CatalogueContext = {
    db: app.ctx.db,
    now: app.ctx.now,
    freshness,
    shopLists: newShopListCache(),
    deliveryLoad: app.ctx.deliveryLoad,
    taught: new TaughtWordsKept(app.ctx.db, () => freshness.taught()),
    shopWords: shopWordsKept(app.ctx, (shopId) => freshness.wordsIfKnown(shopId)),
    brandKinds: brandKindsKept(app.ctx, (shopId) => freshness.wordsIfKnown(shopId)),
  };
  const validate = app.ctx.config.env !== 'production';
  const serialize = {
    shopList: envelopeSerializer(shopListSchema, { validate }),
    shop: envelopeSerializer(shopReplySchema, { validate }),
    products: envelopeSerializer(productListSchema, { validate }),
  };
  const shopReplies = new ReplyCache(500);
  // The home page's call: the validated query of each URL seen, so a list already built for that very
  // URL is answered in onRequest, before the querystring is validated and the handler runs.
  const shopListQueries = new Map<string, string>();
  const shopListKey = (query: string) => `${freshness.shops()}:${minute(app.ctx.now())}:${query}`;
  const productLists = new ReplyCache(64);
  // Order counts drive the home sort and stock shows in product lists: an order is a catalogue change.
  const stopListening = [
    app.ctx.events.on('catalogue.changed', ({ shopId }) => freshness.changed(shopId)),
    app.ctx.events.on('search.taught', () => freshness.taughtChanged()),
    app.ctx.events.on('order.changed', ({ order, action }) => {
      if (action !== 'location') freshness.changed(order.shopId._id);
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stopListening) stop();
  });
  await app.register(catalogueBrowseRoutes, { ctx });

  app.get(
    '/shops',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active shops, filtered by category and search; with lat/lng only those that deliver there',
        description:
          'With lat and lng (both, in India): only shops whose delivery radius reaches the place, each with ' +
          'distanceKm, open shops first, then order count and product count. Bad coordinates are 400.',
        querystring: shopListQuerySchema,
        response: { 200: envelope(shopListSchema) },
      },
      onRequest: async (request, reply) => {
        const query = shopListQueries.get(request.url);
        if (query === undefined || !freshness.isFresh()) return;
        return shopReplies.sendIfReady(request, reply, shopListKey(query)) ?? undefined;
      },
      // What the other hooks added to this reply, for the answers made before Fastify (below).
      onResponse: async (request, reply) => {
        if (reply.statusCode === 200 || reply.statusCode === 304)
          app.ctx.hot.remember(request.raw, reply.getHeaders());
      },
    },
    async (request, reply) => {
      await freshness.ready();
      const query = JSON.stringify(request.query);
      if (shopListQueries.size < 1000) shopListQueries.set(request.url, query);
      return shopReplies.send(request, reply, shopListKey(query), async () =>
        serialize.shopList(await catalogue.listShops(ctx, request.query)),
      );
    },
  );

  // The hottest call of all, answered before Fastify once its bytes and headers are known: the same
  // reply as the route's, without the framework's per-request path (issue 16's shop-list row).
  const shopListPath = `${app.prefix}/shops`;
  const stopHotList = app.ctx.hot.register(shopListPath, (request, response) => {
    const startedAt = process.hrtime.bigint();
    const query = shopListQueries.get(request.url ?? '');
    const headers = app.ctx.hot.headersFor(request);
    if (query === undefined || headers === undefined || !freshness.isFresh()) return false;
    const status = shopReplies.writeIfReady(request, response, shopListKey(query), headers);
    if (status === null) return false;
    app.log.info({ method: 'GET', url: request.url, statusCode: status }, 'request');
    app.ctx.hot.written(shopListPath, status, startedAt);
    return true;
  });
  app.addHook('onClose', async () => {
    stopHotList();
  });

  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active shop with its open/closed state now',
        params: z.object({ id: z.string().max(100) }),
        querystring: shopPlaceQuerySchema,
        response: { 200: envelope(shopReplySchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isId(id)) throw notFound(SHOP_NOT_FOUND);
      await freshness.ready();
      const place = placeOf(request.query);
      const at = place ? `${place.lat},${place.lng}` : '';
      const key = `${id}:${freshness.shops()}:${minute(app.ctx.now())}:${at}`;
      return shopReplies.send(request, reply, key, async () =>
        serialize.shop({ shop: await catalogue.getShop(ctx, id, place) }),
      );
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
      if (!isId(shopId)) throw new AppError('BAD_REQUEST', ERROR_MESSAGES.invalidShopId);
      const options = { activeOnly: request.query.active, limit: request.query.limit };
      await freshness.ready();
      const key = `${shopId}:${freshness.products(shopId)}:${options.activeOnly}:${options.limit}`;
      return productLists.send(request, reply, key, async () =>
        serialize.products(await catalogue.listProducts(ctx, shopId, options)),
      );
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
    async () => ok({ categories: await catalogue.listCategories(ctx) }),
  );
};
