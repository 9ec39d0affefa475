import {
  contactInboxQuerySchema,
  contactInboxReplySchema,
  contactInboxSchema,
  idSchema,
  updateContactMessageRequestSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { contactInbox, markHandled } from './inbox-service.js';

const tags = ['admin contact'];
const security = [{ bearer: [] }];

/** The admin inbox of contact-form messages. Admins only. */
export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAuth('admin') };

  app.get(
    '/admin/contact-messages',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Contact messages, newest first; handled=false for the open ones only',
        querystring: contactInboxQuerySchema,
        response: { 200: envelope(contactInboxSchema) },
      },
    },
    async (request) => ok(await contactInbox(app.ctx, request.query)),
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Mark a message handled (recording which admin), or open again with handled: false',
        params: z.object({ id: idSchema }),
        body: updateContactMessageRequestSchema,
        response: { 200: envelope(contactInboxReplySchema) },
      },
    },
    async (request) =>
      ok({
        message: await markHandled(app.ctx, request.auth!.userId, request.params.id, request.body.handled),
      }),
  );
};
