import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { statusBody } from './error-reply.js';

/**
 * Headers every answer carries, also the ones Fastify writes before any hook runs (helmet's hook
 * never sees those): no sniffing, no framing, no referrer, nothing to run.
 */
export const BARE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

/**
 * Errors the router raises before any route or hook runs: a malformed percent-escape in the path
 * (400) and a path parameter over the length limit (414). Answered as the envelope.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.headers(BARE_SECURITY_HEADERS).status(status).send(statusBody(status));
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request: headers or URL over the size limit
 * (431), a request that never finishes (408), a malformed request (400). Written straight to the socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(statusBody(status));
  const headers = Object.entries({
    ...BARE_SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${statusText(status)}\r\n${headers}\r\n${body}`);
  socket.destroy(error);
}

const statusText = (status: number) =>
  ({ 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' })[status] ??
  'Bad Request';

export const frameworkErrorOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors,
  clientErrorHandler: clientErrorHandler as (error: Error, socket: Socket) => void,
};
