import {
  createProductRequestSchema,
  createShopRequestSchema,
  idSchema,
  productReplySchema,
  shopReplySchema,
  updateProductRequestSchema,
  updateShopRequestSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { catalogueAdmin } from './admin-service.js';

const idParams = z.object({ id: idSchema });

/** Admin catalogue API (server-contract staff table). Admin only; a malformed id is 404. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Checked before the body is validated, so only an admin learns what a valid body looks like.
  const admin = { onRequest: app.requireAuth('admin') };
  const security = [{ bearer: [] }];
  /** After the write has committed: cached shop lists of this process are dropped at once. */
  const changed = <T extends { shop: { _id: string } } | { product: { shopId: string } }>(reply: T): T => {
    app.ctx.events.emit('catalogue.changed', {
      shopId: 'shop' in reply ? reply.shop._id : reply.product.shopId,
    });
    return reply;
  };

  app.post(
    '/admin/shops',
    {
      ...admin,
      schema: {
        tags: ['admin catalogue'],
        summary: 'Create a shop',
        security,
        body: createShopRequestSchema,
        response: { 201: envelope(shopReplySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(changed({ shop: await catalogueAdmin.createShop(ctx, request.body) }))),
  );

  app.patch(
    '/admin/shops/:id',
    {
      ...admin,
      schema: {
        tags: ['admin catalogue'],
        summary: 'Change a shop (any subset of its fields; isActive false hides it)',
        security,
        params: idParams,
        body: updateShopRequestSchema,
        response: { 200: envelope(shopReplySchema) },
      },
    },
    async (request) =>
      ok(changed({ shop: await catalogueAdmin.updateShop(ctx, request.params.id, request.body) })),
  );

  app.post(
    '/admin/shops/:id/products',
    {
      ...admin,
      schema: {
        tags: ['admin catalogue'],
        summary: 'Add a product to a shop',
        security,
        params: idParams,
        body: createProductRequestSchema,
        response: { 201: envelope(productReplySchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(changed({ product: await catalogueAdmin.createProduct(ctx, request.params.id, request.body) })),
        ),
  );

  app.patch(
    '/admin/products/:id',
    {
      ...admin,
      schema: {
        tags: ['admin catalogue'],
        summary: 'Change a product (price, stock, active and the rest)',
        security,
        params: idParams,
        body: updateProductRequestSchema,
        response: { 200: envelope(productReplySchema) },
      },
    },
    async (request) =>
      ok(changed({ product: await catalogueAdmin.updateProduct(ctx, request.params.id, request.body) })),
  );
};
