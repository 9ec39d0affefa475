import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { MovableClock } from './movable-clock.js';

export interface TestClockOptions {
  clock: MovableClock;
  token: string;
}

/** Compared as digests, so neither the length nor the content of the token leaks through timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The longest single move: the journeys move minutes (a shop's waiting and response times). Only the
 * journeys call this route, so its schema stays here rather than in the domain's API schemas.
 */
const MAX_ADVANCE_MS = 24 * 60 * 60_000;
const advanceBody = z.object({ advanceMs: z.number().int().min(0).max(MAX_ADVANCE_MS) });

/**
 * POST /api/test-clock (decision 0085), registered only when TEST_CLOCK_TOKEN is set: moves this process's
 * clock `advanceMs` ahead, then lets the job runner look for what became due (an answer deadline) and
 * answers once it has run it, with the new time. Without the token in `X-Test-Clock-Token` the answer is
 * the 404 of a route that does not exist, before the body is read.
 */
export const testClockRoutes: FastifyPluginAsyncZod<TestClockOptions> = async (app, { clock, token }) => {
  const expected = digest(token);
  app.post(
    '/test-clock',
    {
      schema: { hide: true, body: advanceBody },
      onRequest: async (request, reply) => {
        const given = request.headers['x-test-clock-token'];
        if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return;
        reply.callNotFound();
        return reply;
      },
    },
    async (request) => {
      const offsetMs = clock.advance(request.body.advanceMs);
      app.ctx.jobKinds.wake();
      await app.ctx.jobKinds.idle();
      return ok({ now: clock.now().toISOString(), offsetMs });
    },
  );
};
