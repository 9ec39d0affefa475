import type { FastifyError } from 'fastify';
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

/** Fastify's answer to a request past its deadline, as the contract's 503: the client retries with its key. */
export const deadlinePassed = (error: FastifyError): AppError | null =>
  error.code === 'FST_ERR_HANDLER_TIMEOUT'
    ? new AppError('UNAVAILABLE', undefined, undefined, { 'Retry-After': '2' })
    : null;
