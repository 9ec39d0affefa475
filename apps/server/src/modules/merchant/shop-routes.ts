import {
  idSchema,
  MERCHANT_MESSAGES,
  ownerShopReplySchema,
  ownerShopsReplySchema,
  shopHoursRequestSchema,
  shopOrdersReplySchema,
  shopStatementSchema,
  shopStatusRequestSchema,
  statementQuerySchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import {
  inScope,
  ownerShop,
  ownerShops,
  setShopHours,
  setShopStatus,
} from '../catalogue/owner-shop-service.js';
import { shopOpenOrders } from '../orders/index.js';
import { scopeOf } from './shop-access.js';
import { shopStatement, statementCsv } from './statement.js';

const tags = ['merchant'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });
const OTHER_SHOP = 'Another shop is answered 404, as if it did not exist.';

/** Issue 46: a shop's owner (or an admin) runs the shop: open and close, hours, orders, statement. */
export const merchantShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const owner = { onRequest: app.requireAuth('merchant', 'admin') };

  app.get(
    '/merchant/shops',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "The caller's shops (every shop for an admin)",
        response: { 200: envelope(ownerShopsReplySchema) },
      },
    },
    async (request) => ok({ shops: await ownerShops(ctx, await scopeOf(ctx, request)) }),
  );

  app.get(
    '/merchant/shops/:id',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "One of the caller's shops",
        description: OTHER_SHOP,
        params: idParams,
        response: { 200: envelope(ownerShopReplySchema) },
      },
    },
    async (request) => ok({ shop: await ownerShop(ctx, await scopeOf(ctx, request), request.params.id) }),
  );

  app.put(
    '/merchant/shops/:id/status',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'Close the shop now (with a reason and the time it opens by itself) or open it',
        description: `Effective at once: customers' shop pages say so and carts of a closed shop cannot be ordered (409). ${OTHER_SHOP}`,
        params: idParams,
        body: shopStatusRequestSchema,
        response: { 200: envelope(ownerShopReplySchema) },
      },
    },
    async (request) =>
      ok({ shop: await setShopStatus(ctx, await scopeOf(ctx, request), request.params.id, request.body) }),
  );

  app.put(
    '/merchant/shops/:id/hours',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'The weekly hours (null: always open) and the holidays (India dates)',
        description: OTHER_SHOP,
        params: idParams,
        body: shopHoursRequestSchema,
        response: { 200: envelope(ownerShopReplySchema) },
      },
    },
    async (request) =>
      ok({ shop: await setShopHours(ctx, await scopeOf(ctx, request), request.params.id, request.body) }),
  );

  app.get(
    '/merchant/shops/:id/orders',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "The shop's open orders, newest first, each with its items and the shopper's ticks",
        description: OTHER_SHOP,
        params: idParams,
        response: { 200: envelope(shopOrdersReplySchema) },
      },
    },
    async (request) => {
      if (!inScope(await scopeOf(ctx, request), request.params.id))
        throw notFound(MERCHANT_MESSAGES.shopNotFound);
      return ok({ orders: await shopOpenOrders(ctx, request.params.id) });
    },
  );

  app.get(
    '/merchant/shops/:id/statement',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "The shop's statement of delivered orders from one India day to another; ?format=csv",
        description: `Orders, items sold, amount billed (the shop's bill), delivery fees and claims, per day and month. ${OTHER_SHOP}`,
        params: idParams,
        querystring: statementQuerySchema,
        response: { 200: z.union([envelope(shopStatementSchema), z.string()]) },
      },
    },
    async (request, reply) => {
      const statement = await shopStatement(
        ctx,
        await scopeOf(ctx, request),
        request.params.id,
        request.query,
      );
      if (request.query.format !== 'csv') return ok(statement);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="statement-${statement.from}-${statement.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(statementCsv(statement));
    },
  );
};
