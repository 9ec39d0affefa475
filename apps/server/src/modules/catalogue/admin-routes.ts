import {
  catalogueImportQuerySchema,
  catalogueImportResultSchema,
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
import { uploadDeadline } from '../../http/request-deadline.js';
import { catalogueAdmin } from './admin-service.js';
import { exportCatalogueCsv, importCatalogueCsv } from './csv-service.js';

/** 20,000 rows of a catalogue with long names and tags fit well under this. */
const CSV_BODY_LIMIT = 16 * 1024 * 1024;

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

  // The spreadsheet arrives as text (UTF-8), parsed by the import itself.
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/admin/shops/:id/products/export',
    {
      ...admin,
      schema: {
        tags: ['admin catalogue'],
        summary:
          'The shop’s products as CSV (sku, name, brand, category, unit, packSize, price, mrp, stock, listed, tags)',
        description:
          'text/csv in UTF-8, a header row then one row per product; prices in rupees; tags comma-separated. ' +
          'A text cell starting with = + - @ or a tab/CR carries a leading apostrophe (the import drops it). ' +
          'Named <shop-slug>-products-<India day>.csv.',
        security,
        params: idParams,
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await exportCatalogueCsv(ctx, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.post(
    '/admin/shops/:id/products/import',
    {
      ...admin,
      bodyLimit: CSV_BODY_LIMIT,
      config: { ...uploadDeadline },
      schema: {
        tags: ['admin catalogue'],
        summary:
          'Import the shop’s products from CSV, matched by sku; dryRun=true only tells what would change',
        description:
          'A text/csv body of up to 20,000 rows. Any mistake: 422 with every one ({line, field, message}) and ' +
          'nothing changed; a dry run answers 200 with the mistakes and changes nothing ever. A good file is ' +
          'applied in one transaction; customers see it at once.',
        security,
        params: idParams,
        querystring: catalogueImportQuerySchema,
        body: z.string({ error: 'Send the file as text/csv' }),
        response: { 200: envelope(catalogueImportResultSchema) },
      },
    },
    async (request) =>
      ok(await importCatalogueCsv(ctx, request.params.id, request.body, request.query.dryRun)),
  );
};
