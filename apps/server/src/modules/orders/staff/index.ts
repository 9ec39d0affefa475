import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lifecycleCustomerRoutes } from '../lifecycle/customer-routes.js';
import { adminOrderRoutes } from './admin-routes.js';
import { deliveryRoutes } from './delivery-routes.js';
import { shopperRoutes } from './shopper-routes.js';

/** Everything that moves an order after placement: customer transitions, the staff API, admin cancel. */
export const orderLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lifecycleCustomerRoutes);
  await app.register(shopperRoutes);
  await app.register(deliveryRoutes);
  await app.register(adminOrderRoutes);
};
