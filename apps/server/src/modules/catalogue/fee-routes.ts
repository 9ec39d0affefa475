import { feeRulesSchema, idSchema, shopFeesReplySchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { readShopFees, saveShopFees } from './shop-fees.js';

const idParams = z.object({ id: idSchema });

/** Issue 45: a shop's fee rules, public to read (the cart explains them) and set by admins. */
export const shopFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/shops/:id/fees',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "A shop's fees: delivery by distance bands, minimum order, small-cart fee, free delivery from",
        params: idParams,
        response: { 200: envelope(shopFeesReplySchema) },
      },
    },
    async (request) => ok(await readShopFees(ctx, request.params.id)),
  );

  app.get(
    '/admin/shops/:id/fees',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['admin catalogue'],
        summary: "A shop's fee rules, also of a shop that takes no orders now",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: envelope(shopFeesReplySchema) },
      },
    },
    async (request) => ok(await readShopFees(ctx, request.params.id, true)),
  );

  app.put(
    '/admin/shops/:id/fees',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['admin catalogue'],
        summary: "Set a shop's fee rules (its delivery fee becomes the nearest band's)",
        security: [{ bearer: [] }],
        params: idParams,
        body: feeRulesSchema,
        response: { 200: envelope(shopFeesReplySchema) },
      },
    },
    async (request) => {
      const saved = await saveShopFees(ctx, request.params.id, request.body);
      // Shop lists show the delivery fee: cached lists of this process are dropped at once.
      ctx.events.emit('catalogue.changed', { shopId: saved.shopId });
      return ok(saved);
    },
  );
};
