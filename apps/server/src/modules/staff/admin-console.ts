import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInboxRoutes } from '../contact/inbox-routes.js';
import { peopleRoutes } from '../people/routes.js';

/** The admin console's API beyond orders and the catalogue: people and the contact inbox. */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(peopleRoutes);
  await app.register(contactInboxRoutes);
};
