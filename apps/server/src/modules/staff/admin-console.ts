import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInboxRoutes } from '../contact/inbox-routes.js';
import { peopleRoutes } from '../people/routes.js';
import { photoUploadRoutes } from '../photos/routes.js';
import { adminCatalogueRoutes } from './admin-catalogue-routes.js';
import { adminMetricsRoutes } from './admin-metrics-routes.js';

/** The admin console's API beyond orders: people, the contact inbox, the catalogue screen's reads, shop and product photos. */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(peopleRoutes);
  await app.register(contactInboxRoutes);
  await app.register(photoUploadRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminMetricsRoutes);
};
