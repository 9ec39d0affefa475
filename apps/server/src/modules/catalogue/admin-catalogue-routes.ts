import {
  adminCatalogueQuerySchema,
  adminCategoryNameListSchema,
  adminCategoryNameSchema,
  adminProductListSchema,
  adminShopListSchema,
  idSchema,
  setCategoryNameRequestSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { adminShopProducts, adminShops } from './admin-catalogue-service.js';
import { categoryNamesAdmin } from './category-names-service.js';

const tags = ['admin catalogue'];
const security = [{ bearer: [] }];

/** What the admin catalogue screen reads: every shop and product, hidden ones included. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAuth('admin') };

  app.get(
    '/admin/shops',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Every shop (hidden ones too) by name; q searches the name',
        description:
          'Each shop carries closedToday and its hours, tax, fees, radius and inquiry wait for editing.',
        querystring: adminCatalogueQuerySchema,
        response: { 200: envelope(adminShopListSchema) },
      },
    },
    async (request) => ok(await adminShops(app.ctx, request.query)),
  );

  app.get(
    '/admin/shops/:id/products',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "A shop's products (hidden ones too) by name; q searches name, category and tags",
        params: z.object({ id: idSchema }),
        querystring: adminCatalogueQuerySchema,
        response: { 200: envelope(adminProductListSchema) },
      },
    },
    async (request) => ok(await adminShopProducts(app.ctx, request.params.id, request.query)),
  );

  app.get(
    '/admin/category-names',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Every category a shop or an active product carries, with its Hindi name (null: none yet)',
        response: { 200: envelope(adminCategoryNameListSchema) },
      },
    },
    async () => ok({ categories: await categoryNamesAdmin.list(app.ctx) }),
  );

  app.put(
    '/admin/category-names',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          "Set a category's Hindi name (the category by its English text, as shops and products carry it)",
        description:
          'Shop pages and the home chips show it within seconds (the catalogue freshness check). 404 when no shop ' +
          'or active product carries the category. Setting the same name again changes nothing.',
        body: setCategoryNameRequestSchema,
        response: { 200: envelope(adminCategoryNameSchema) },
      },
    },
    async (request) => ok(await categoryNamesAdmin.set(app.ctx, request.body)),
  );
};
