import multipart from '@fastify/multipart';
import {
  CLAIM_STATUSES,
  claimFiguresQuerySchema,
  claimFiguresSchema,
  claimSchema,
  decideClaimRequestSchema,
  idSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { sendPrivateImage } from '../../../http/private-image.js';
import { uploadDeadline } from '../../../http/request-deadline.js';
import { MAX_IMAGE_BYTES } from '../../photos/web-image.js';
import { actorOf } from '../core/actor.js';
import { bearerSecurity, orderIdParams } from '../core/schemas.js';
import { claimQueue, decideClaim } from './decide.js';
import { claimFigures, claimFiguresCsv } from './figures.js';
import { readClaimBody } from './read-claim-body.js';
import { claimsOfOrder, openClaimPhoto } from './reads.js';
import { submitClaim } from './submit.js';

const tags = ['claims'];
/** The Idempotency-Key this write honours, declared so the API's description (and the apps' transport) names it. */
const claimHeaders = z.looseObject({ 'idempotency-key': z.string().optional() });
const security = bearerSecurity;

/** Issue 44: reporting a problem after delivery, and the admins' decisions (decision 0064). */
export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 3, fields: 2, fieldSize: 64 * 1024, parts: 5 },
  });

  app.post(
    '/orders/:id/claims',
    {
      onRequest: app.requireAuth('customer'),
      config: { ...uploadDeadline, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Report a problem with items of my delivered order (within 48 hours)',
        description:
          'JSON `{ lines: [{ itemId, reason, quantity, note? }], refundTo? }`, or multipart with that JSON in the ' +
          '`claim` field and up to 3 `photos` (JPEG, PNG or WebP by content, 415; at most 5 MB each, 413). ' +
          'One claim per item (409 for an item claimed before); at most the quantity received (422). Small ' +
          'claims are approved at once and refunded to Jhola credit; the rest wait for an admin. With an ' +
          "Idempotency-Key a retry answers the first claim (200). Only the order's customer (others 404); 409 " +
          'before delivery or after 48 hours.',
        params: orderIdParams,
        headers: claimHeaders,
        response: {
          200: envelope(z.object({ claim: claimSchema })),
          201: envelope(z.object({ claim: claimSchema })),
        },
      },
    },
    async (request, reply) => {
      const body = await readClaimBody(request);
      const actor = actorOf(request.auth);
      const { claim, created } = await submitClaim(
        app.ctx,
        request.params.id,
        actor,
        body.input,
        body.photos,
        body.clientKey,
      );
      return reply.status(created ? 201 : 200).send(ok({ claim }));
    },
  );

  app.get(
    '/orders/:id/claims',
    {
      onRequest: app.requireAuth('customer', 'admin'),
      schema: {
        tags,
        security,
        summary: "The order's claims, newest first, with each line's decision and the refund",
        description: "The order's customer, or an admin (with each line's evidence); anyone else 404.",
        params: orderIdParams,
        response: { 200: envelope(z.object({ claims: z.array(claimSchema) })) },
      },
    },
    async (request) => ok({ claims: await claimsOfOrder(app.ctx, request.params.id, actorOf(request.auth)) }),
  );

  app.get(
    '/claims/:id/photos/:index',
    {
      onRequest: app.requireAuth('customer', 'admin'),
      schema: {
        tags,
        security,
        summary: "A claim's photo (WebP)",
        description: 'Its customer and admins only; never cached.',
        params: z.object({ id: idSchema, index: z.coerce.number().int().min(0).max(2) }),
      },
    },
    async (request, reply) => {
      const photo = await openClaimPhoto(
        app.ctx,
        request.params.id,
        request.params.index,
        actorOf(request.auth),
      );
      return sendPrivateImage(reply, photo);
    },
  );

  app.get(
    '/admin/claims',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags,
        security,
        summary: 'The problems queue: claims of one status (in review by default, oldest first)',
        description: "Each with its lines' evidence and the customer's claim history. Admins only.",
        querystring: z.object({ status: z.enum(CLAIM_STATUSES).optional().default('in_review') }),
        response: { 200: envelope(z.object({ claims: z.array(claimSchema) })) },
      },
    },
    async (request) => ok({ claims: await claimQueue(app.ctx, request.query.status) }),
  );

  app.get(
    '/admin/claims/figures',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags,
        security,
        summary:
          'Claims per shop, per shopper and per reason by India day or week; ?format=csv for a spreadsheet',
        description:
          '`from` and `to` are India days (YYYY-MM-DD, at most 92 days). Counts claims made in the window and ' +
          'their claimed and approved rupees, and marks the shoppers whose missing-item claims and the shops ' +
          'whose damaged-item claims stand out (the rule is in `rule`). Admins only.',
        querystring: claimFiguresQuerySchema,
        response: { 200: z.union([envelope(claimFiguresSchema), z.string()]) },
      },
    },
    async (request, reply) => {
      const figures = await claimFigures(app.ctx, request.query);
      if (request.query.format !== 'csv') return ok(figures);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="claims-${figures.from}-to-${figures.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(claimFiguresCsv(figures));
    },
  );

  app.post(
    '/admin/claims/:id/decide',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags,
        security,
        summary: 'Decide a claim: approve, partly approve or refuse each line',
        description:
          'Every line once: `approve` with an optional smaller `amount` (rupees), or refused with a `reason` the ' +
          'customer reads (422 without). Approved money goes to Jhola credit at once. A claim already decided ' +
          '(another admin was first) is 409 and nothing changes. Admins only.',
        params: z.object({ id: idSchema }),
        body: decideClaimRequestSchema,
        response: { 200: envelope(z.object({ claim: claimSchema })) },
      },
    },
    async (request) =>
      ok({ claim: await decideClaim(app.ctx, request.params.id, actorOf(request.auth), request.body) }),
  );
};
