import {
  searchAddedRequestSchema,
  searchQueriesQuerySchema,
  searchQueriesSchema,
  teachSearchReplySchema,
  teachSearchRequestSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope, ok } from '../../http/envelope.js';
import { DAY_MS } from '../jobs/kinds.js';
import { forgetOldSearches, SEARCH_LOG_KEEP_MS, searchTeaching } from './search-teaching-service.js';

/** The search log and what was added after a search, swept daily past their 90 days by one process. */
export function registerSearchLogSweep(ctx: Pick<AppContext, 'db' | 'now' | 'jobKinds'>): void {
  ctx.jobKinds.sweep('cleanup.search-log', DAY_MS, SEARCH_LOG_KEEP_MS, (before) =>
    forgetOldSearches(ctx, before),
  );
}

/**
 * The operator teaches search (issue 42, point 5): the week's searches (nothing-found first) and one-tap
 * teaching, for admins; and, for anyone, "added from a search" without who added it.
 */
export const searchTeachingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = { onRequest: app.requireAuth('admin') };
  const security = [{ bearer: [] }];

  app.get(
    '/admin/search/queries',
    {
      ...admin,
      schema: {
        tags: ['admin catalogue'],
        summary: "The period's searches by count, those that found nothing first, with what was added after",
        description:
          'Queries as search reads them (lowercase, sizes and spacing normalised), across every shop; found is ' +
          'what the latest search of it found. No customer identity is kept.',
        security,
        querystring: searchQueriesQuerySchema,
        response: { 200: envelope(searchQueriesSchema) },
      },
    },
    async (request) => ok(await searchTeaching.queries(ctx, request.query.days, request.query.limit)),
  );

  app.post(
    '/admin/search/teach',
    {
      ...admin,
      schema: {
        tags: ['admin catalogue'],
        summary:
          'Teach search a word: an alias of a product (and its pack sizes), or the same as a known word',
        description:
          'Effective at once in this process and within two seconds in every other (no redeploy). Teaching ' +
          'the same again changes nothing.',
        security,
        body: teachSearchRequestSchema,
        response: { 200: envelope(teachSearchReplySchema) },
      },
    },
    async (request) => {
      const { shopId, ...taught } = await searchTeaching.teach(ctx, request.body);
      if (shopId) ctx.events.emit('catalogue.changed', { shopId });
      else ctx.events.emit('search.taught', {});
      return ok(taught);
    },
  );

  app.post(
    '/search/added',
    {
      config: { rateLimit: { max: 120, timeWindow: 60 * 1000 } },
      schema: {
        tags: ['catalogue'],
        summary: 'A product was added to the cart from a search (anonymous: who added it is not kept)',
        body: searchAddedRequestSchema,
      },
    },
    async (request, reply) => {
      await searchTeaching.recordAdd(ctx, request.body);
      return reply.status(204).send();
    },
  );
};
