import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimRoutes } from './claims/routes.js';
import { collectionsRoutes } from './collections/routes.js';
import { conversationRoutes } from './conversation/routes.js';
import { creditRoutes } from './credit/routes.js';
import { orderRoutes } from './customer/routes.js';
import { lifecycleCustomerRoutes } from './lifecycle/customer-routes.js';
import { paymentRoutes } from './payments/routes.js';
import { quoteRoutes } from './quote/quote-routes.js';
import { ratingRoutes } from './ratings/routes.js';
import { slotRoutes } from './slots/routes.js';
import { adminOrderRoutes } from './staff/admin-routes.js';
import { deliveryRoutes } from './staff/delivery-routes.js';
import { dispatchRoutes } from './staff/offer-routes.js';
import { shiftRoutes } from './staff/shift-routes.js';
import { shopperRoutes } from './staff/shopper-routes.js';

/**
 * Every route of the order, under /api: the customer's (place, read, cancel, approve, ask, rate), the
 * staff's (shopper, delivery, admin), the conversation, the money taken at the door and paid online,
 * shifts, dispatch offers and delivery slots (issue 45).
 */
export const orderModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderRoutes);
  await app.register(lifecycleCustomerRoutes);
  await app.register(shopperRoutes);
  await app.register(deliveryRoutes);
  await app.register(adminOrderRoutes);
  await app.register(conversationRoutes);
  await app.register(ratingRoutes);
  await app.register(collectionsRoutes);
  await app.register(quoteRoutes);
  await app.register(claimRoutes);
  await app.register(creditRoutes);
  await app.register(paymentRoutes);
  await app.register(shiftRoutes);
  await app.register(dispatchRoutes);
  await app.register(slotRoutes);
};
