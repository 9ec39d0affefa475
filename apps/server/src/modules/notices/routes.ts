import {
  adminNoticeSchema,
  createNoticeRequestSchema,
  idSchema,
  NOTICE_MESSAGES,
  noticeSchema,
  updateNoticeRequestSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { NoticeFeed } from './notice-feed.js';
import { type NoticesContext, notices } from './service.js';

const params = z.object({ id: idSchema });
const admin = { tags: ['admin', 'notices'], security: [{ bearer: [] }] };
const noticeReply = envelope(z.object({ notice: adminNoticeSchema }));

/** Notices for every app (public) and their administration (admins only), pushed live by the feed. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = new NoticeFeed(app.ctx.db, app.ctx.events, app.ctx.now, app.log);
  const ctx: NoticesContext = { db: app.ctx.db, now: app.ctx.now, feed };
  app.addHook('onReady', () => feed.start());
  app.addHook('onClose', () => feed.stop());

  app.get(
    '/notices/active',
    {
      schema: {
        tags: ['notices'],
        summary:
          'Live notices: switched on and within their schedule; urgent, then high, then the rest, newest first',
        response: { 200: envelope(z.array(noticeSchema)) },
      },
    },
    async () => ok(await notices.listActive(ctx)),
  );

  app.post(
    '/notices/:id/view',
    {
      config: { rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: {
        tags: ['notices'],
        summary:
          'Record that the signed-in customer saw a notice (once per customer; others are not counted)',
        params,
        response: { 200: envelope(z.object({ counted: z.boolean() })) },
      },
    },
    async (request) => ok(await notices.recordView(ctx, request.params.id, request.auth)),
  );

  app.get(
    '/admin/notices',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        ...admin,
        summary: 'Every notice, newest first, with its view count',
        response: { 200: envelope(z.object({ notices: z.array(adminNoticeSchema) })) },
      },
    },
    async () => ok({ notices: await notices.listAll(ctx) }),
  );

  app.post(
    '/admin/notices',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        ...admin,
        summary: 'Publish a notice; open apps receive it live (new-notice) while it is within its schedule',
        body: createNoticeRequestSchema,
        response: { 201: noticeReply },
      },
    },
    async (request, reply) => {
      const notice = await notices.create(ctx, request.body, request.auth!.userId);
      return reply.status(201).send(ok({ notice }, NOTICE_MESSAGES.published));
    },
  );

  app.patch(
    '/admin/notices/:id',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        ...admin,
        summary:
          'Change a notice; open apps get the new version, or notice-removed when it is no longer live',
        params,
        body: updateNoticeRequestSchema,
        response: { 200: noticeReply },
      },
    },
    async (request) =>
      ok({ notice: await notices.update(ctx, request.params.id, request.body) }, NOTICE_MESSAGES.updated),
  );

  app.delete(
    '/admin/notices/:id',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        ...admin,
        summary: 'Delete a notice; open apps drop it (notice-removed)',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await notices.remove(ctx, request.params.id);
      return ok(null, NOTICE_MESSAGES.deleted);
    },
  );
};
