import type { FastifyError, FastifyInstance } from 'fastify';
import { RequestDeadline, withinDeadline } from '../db/deadline-scope.js';
import { AppError } from './errors.js';

/**
 * How long any request may take before it is answered 503 with Retry-After (issue 48): under the
 * clients' own 10 s limit, so a request held up by a slow dependency (a database answering every
 * statement within its bound but slowly, a pool queue, Redis) ends with "try again" instead of no answer.
 * Each wait has its own smaller bound as well (db/bounded-pool.ts); this one bounds their sum.
 */
export const REQUEST_DEADLINE_MS = 8_000;

/**
 * The routes that read an upload in their handler (a photo, a bill, a CSV file) from a phone on a slow
 * network: as long as the server gives a client to send its request (app.ts, `requestTimeout`).
 */
export const UPLOAD_DEADLINE_MS = 120_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's deadline instead of REQUEST_DEADLINE_MS (the upload routes: UPLOAD_DEADLINE_MS). */
    deadlineMs?: number;
  }
}

/** The route config of an upload route: `config: { ...uploadDeadline }`. */
export const uploadDeadline = { deadlineMs: UPLOAD_DEADLINE_MS } as const;

/** What the deadline's timer sends through the one error handler. */
class DeadlinePassed extends Error {
  readonly code = 'JHOLA_DEADLINE_PASSED';
}

/**
 * Arms every request's deadline as it arrives, before any other hook (auth, rate limits, the body), and
 * answers 503 when it passes; the handler's transaction under way then stops and rolls back, and it begins
 * none after (decision 0086), so a retry with the same key does it again or finds what it committed. Not Fastify's `handlerTimeout`: Fastify 5.12 takes the request
 * stream's 'close' once the body has been read for the client leaving and cancels that timer
 * (fastify/fastify#6725), so every POST and PUT over a socket had no deadline at all (the faults bench's
 * POST /api/orders answered after 20-30 s; app.inject never closes the stream so, and tests passed).
 */
export function registerRequestDeadline(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const ms = request.routeOptions.config.deadlineMs ?? REQUEST_DEADLINE_MS;
    const deadline = new RequestDeadline();
    const timer = setTimeout(() => {
      // Its transaction still under way stops and rolls back (db/deadline-transactions.ts).
      deadline.expire();
      if (reply.sent) return;
      // An answer already on its way (a stream that wrote its headers) can only be cut off.
      if (reply.raw.headersSent) {
        reply.raw.destroy();
        return;
      }
      reply.send(new DeadlinePassed(`no answer within ${ms} ms`));
    }, ms);
    const disarm = () => {
      clearTimeout(timer);
      deadline.answer();
    };
    // The answer sent, or the connection gone (the response's own events, never the request stream's).
    reply.raw.once('finish', disarm);
    reply.raw.once('close', disarm);
    // Every later hook, the body and the handler run with it: their transactions see it.
    withinDeadline(deadline, done);
  });
}

/** The deadline's 503 for the one error handler: the contract's UNAVAILABLE; the client retries with its key. */
export const deadlinePassed = (error: FastifyError): AppError | null =>
  error instanceof DeadlinePassed
    ? new AppError('UNAVAILABLE', undefined, undefined, { 'Retry-After': '2' })
    : null;
