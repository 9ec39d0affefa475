import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantAdminRoutes } from './admin-routes.js';
import { merchantShopRoutes } from './shop-routes.js';
import { merchantStockRoutes } from './stock-routes.js';

/** Issue 46: every route of the shop owners' module. */
export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(merchantShopRoutes);
  await app.register(merchantStockRoutes);
  await app.register(merchantAdminRoutes);
};
