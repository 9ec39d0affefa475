import {
  catalogueSearchQuerySchema,
  catalogueSearchSchema,
  isId,
  productCategoryListSchema,
  productFamilySchema,
  productPageQuerySchema,
  productPageSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { PRODUCT_NOT_FOUND } from './admin-service.js';
import { productPages } from './product-page-service.js';
import { ReplyCache, sendJson } from './reply-cache.js';
import { envelopeSerializer } from './reply-serializer.js';
import { searchCatalogue } from './search-service.js';
import { SearchCounts, searchLogFor, searchTeaching } from './search-teaching-service.js';
import { type CatalogueContext, SHOP_NOT_FOUND } from './service.js';

const shopParams = z.object({ shopId: z.string().max(100) });

/** A shopper, rider or admin at work: their searches are not customers' and are not logged. */
const isStaff = (auth: { role: string } | null | undefined) => Boolean(auth && auth.role !== 'customer');

/** Searched pages kept per process (a page of 48 products is ~25 KB plain): the hot searches of every shop. */
const SEARCH_REPLIES = 500;

/**
 * Browsing a catalogue of any size: a shop's categories and pages of its products (searched and sorted
 * on the server), and one search across the shops that deliver to a place.
 */
export const catalogueBrowseRoutes: FastifyPluginAsyncZod<{
  ctx: CatalogueContext;
}> = async (app, opts) => {
  const { ctx } = opts;
  const { freshness } = ctx;
  const validate = app.ctx.config.env !== 'production';
  const serialize = {
    categories: envelopeSerializer(productCategoryListSchema, { validate }),
    page: envelopeSerializer(productPageSchema, { validate }),
    family: envelopeSerializer(productFamilySchema, { validate }),
    search: envelopeSerializer(catalogueSearchSchema, { validate }),
  };
  // Categories, browsing pages and searched pages change only with the shop's products: each is kept as
  // bytes per product version. Searches get their own cache, so a burst of distinct searches never pushes
  // the first screens of the shops out.
  const browsing = new ReplyCache(1000);
  const pages = {
    ...ctx,
    kindCounts: productPages.kindCounts(ctx, (shopId) => freshness.wordsIfKnown(shopId)),
  };
  const logged = new SearchCounts(SEARCH_REPLIES * 2);
  // Customers' searches are logged in batches (decision 0077): what is pending is written when the app closes.
  const searchLog = searchLogFor(app.ctx, (error) =>
    app.log.warn({ err: error }, 'search log batch not written'),
  );
  app.addHook('onClose', () => searchLog.flush());
  const searches = new ReplyCache(SEARCH_REPLIES, 'once');
  const shopId = (params: { shopId: string }) => {
    if (!isId(params.shopId)) throw notFound(SHOP_NOT_FOUND);
    return params.shopId;
  };

  app.get(
    '/shops/:shopId/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A shop's product categories with their active product counts",
        params: shopParams,
        response: { 200: envelope(productCategoryListSchema) },
      },
    },
    async (request, reply) => {
      const id = shopId(request.params);
      await freshness.ready();
      const key = `c:${id}:${freshness.products(id)}:${freshness.names()}`;
      return browsing.send(request, reply, key, async () =>
        serialize.categories(await productPages.categories(ctx, id)),
      );
    },
  );

  app.get(
    '/shops/:shopId/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: "One page of a shop's active products (cursor paging, search, category, sort)",
        description:
          'Pack sizes of one product (same familyKey) are adjacent in every sort. nextCursor is null on the ' +
          'last page; a cursor of another query is 400. Search (decision 0041) needs every word, Hindi in ' +
          'Devanagari or Latin letters included ("chawal", "चावल" find rice), ranks the kind above a whole word ' +
          'above a prefix, then in stock, then most ordered; a typo is answered for the corrected query, named ' +
          'in didYouMean. like=<productId> ranks by likeness to that product (replacements), leaving it out.',
        params: shopParams,
        querystring: productPageQuerySchema,
        response: { 200: envelope(productPageSchema) },
      },
    },
    async (request, reply) => {
      const id = shopId(request.params);
      await freshness.ready();
      // Browsing in relevance is ordered for the signed-in customer who bought here (what they bought
      // first): kept per customer, and private to them. Anyone else's is everyone's page.
      const auth = request.auth;
      const customerId = await productPages.pageOwner(
        pages,
        id,
        request.query,
        auth?.role === 'customer' ? auth.userId : undefined,
      );
      const personal = customerId !== undefined;
      const { q, cursor, like } = request.query;
      const taught = q ? freshness.taught() : '';
      const key = `p:${id}:${freshness.products(id)}:${taught}:${personal ? customerId : ''}:${JSON.stringify(request.query)}`;
      const sent = await (q ? searches : browsing).send(
        request,
        reply,
        key,
        async () => {
          const page = await productPages.page(pages, id, request.query, customerId);
          logged.set(key, page.total);
          return serialize.page(page);
        },
        personal,
      );
      // A customer's search, as its first page answered it (a replacement's picker is the shopper's);
      // a refused or not-modified answer is no search to learn from, and a refused request changes nothing.
      if (q && !cursor && !like && !isStaff(auth) && reply.statusCode === 200) {
        searchTeaching.recordSearch(app.ctx, id, q, logged.get(key) ?? 0);
      }
      return sent;
    },
  );

  app.get(
    '/shops/:shopId/products/:productId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active product of a shop with the other active sizes of its family, cheapest first',
        description:
          'For a link to a product (?product= on the shop page) that the loaded pages do not hold. 404 when ' +
          'the product is not an active product of this active shop.',
        params: shopParams.extend({ productId: z.string().max(100) }),
        response: { 200: envelope(productFamilySchema) },
      },
    },
    async (request, reply) => {
      const id = shopId(request.params);
      const { productId } = request.params;
      if (!isId(productId)) throw notFound(PRODUCT_NOT_FOUND);
      // Rare (a shared link), so not kept: it would push the shops' first pages out of the cache.
      return sendJson(request, reply, serialize.family(await productPages.family(ctx, id, productId)));
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Shops and products matching q across the shops that deliver to lat/lng',
        description:
          'Without lat/lng, across every active shop. Products best match first, at most 8 per shop and 60 in all.',
        querystring: catalogueSearchQuerySchema,
        response: { 200: envelope(catalogueSearchSchema) },
      },
    },
    async (request, reply) => {
      // Not kept (each search across shops is its own), but the shops' kept words and brands are read
      // again only when their products changed: the versions say so (a cheap read every 2 s at most).
      await freshness.ready();
      const found = await searchCatalogue(ctx, request.query);
      const sent = await sendJson(request, reply, serialize.search(found));
      // The admin's product picker searches too: only customers' (and visitors') searches are logged, and
      // only those answered (a refused or not-modified answer is no search to learn from).
      if (!isStaff(request.auth) && reply.statusCode === 200)
        searchTeaching.recordSearch(app.ctx, null, request.query.q, found.products.length);
      return sent;
    },
  );
};
