import {
  createStaffAccountRequestSchema,
  idSchema,
  PEOPLE_MESSAGES,
  peopleListQuerySchema,
  peopleListSchema,
  personReplySchema,
  updateAccountRequestSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { createStaffAccount, listPeople, setAccountDisabled } from './service.js';

const tags = ['admin people'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });

/** The admin People screen: accounts of every role, staff account creation, disable and enable. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before the body is validated, so only an admin learns what a valid body looks like.
  const admin = { onRequest: app.requireAuth('admin') };

  app.get(
    '/admin/users',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Accounts, newest first; filter by role and by part of the name, e-mail or phone',
        querystring: peopleListQuerySchema,
        response: { 200: envelope(peopleListSchema) },
      },
    },
    async (request) => ok(await listPeople(app.ctx, request.query)),
  );

  app.post(
    '/admin/users',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Create a shopper, delivery or admin account (verified, usable at once)',
        description:
          'Staff accounts are made here or by the command line, never by signup. role customer is 422; ' +
          'an e-mail already in use is 409. The password follows the signup rules.',
        body: createStaffAccountRequestSchema,
        response: { 201: envelope(personReplySchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ user: await createStaffAccount(app.ctx, request.body) }, PEOPLE_MESSAGES.created)),
  );

  app.patch(
    '/admin/users/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Disable or enable an account',
        description:
          'disabled: true ends every session of the account at once (its next request is 401 and its ' +
          'sockets close) and refuses its logins until enabled again. An admin cannot disable themselves (422).',
        params: idParams,
        body: updateAccountRequestSchema,
        response: { 200: envelope(personReplySchema) },
      },
    },
    async (request) => {
      const user = await setAccountDisabled(app.ctx, request.auth!, request.params.id, request.body);
      return ok({ user }, user.disabled ? PEOPLE_MESSAGES.disabled : PEOPLE_MESSAGES.enabled);
    },
  );
};
