import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/**
 * An answer for one path, made before Fastify sees the request: it writes a finished reply and returns
 * true, or returns false (and writes nothing) so the request goes through Fastify as usual.
 */
export type HotAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What the metrics record of an answer made here (the same histogram as every other request). */
export type HotAnswered = (route: string, status: number, seconds: number) => void;

interface ServerTimeLimits {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
}

/** Headers that belong to one reply, not to the route: never copied from one reply to the next. */
const PER_REPLY = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);
/** Distinct callers whose route headers are remembered (a proxy or two in production). */
const MAX_CALLERS = 1000;

/**
 * Replies so hot and so settled that Fastify's own path (routing, hooks, validation, the reply object)
 * costs more than the answer: the home page's shop list, which is already bytes (issue 16, decision
 * 0030). A route registers an answer for its exact path; the server factory asks it first.
 *
 * The answer must be the reply Fastify would have sent: the route gives the body and its own headers,
 * and the headers every other hook adds (security headers, Vary, HSTS behind an https proxy) are copied
 * from the last reply that route sent through Fastify to a caller of the same kind. Until there is one,
 * the request goes through Fastify, which is what records them.
 */
export class HotReplies {
  private readonly answers = new Map<string, HotAnswer>();
  private readonly routeHeaders = new Map<string, OutgoingHttpHeaders>();
  private listeners: HotAnswered[] = [];
  /** How many requests were answered here (tests, and the operator's curiosity). */
  answered = 0;

  /** Registers the answer for `path` (no query string); returns a function that removes it. */
  register(path: string, answer: HotAnswer): () => void {
    this.answers.set(path, answer);
    return () => this.answers.delete(path);
  }

  onAnswered(listener: HotAnswered): void {
    this.listeners.push(listener);
  }

  /** Remembers the route-wide headers of a reply Fastify just sent for `request`. */
  remember(request: IncomingMessage, headers: Record<string, string | number | string[] | undefined>): void {
    const key = callerKind(request);
    if (!this.routeHeaders.has(key) && this.routeHeaders.size >= MAX_CALLERS) return;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !PER_REPLY.has(name.toLowerCase())) kept[name] = value;
    }
    this.routeHeaders.set(key, kept);
  }

  /** The route-wide headers for this caller, once a reply to its kind went through Fastify. */
  headersFor(request: IncomingMessage): OutgoingHttpHeaders | undefined {
    return this.routeHeaders.get(callerKind(request));
  }

  /** Records a reply written by an answer (called by the answer once it has written). */
  written(route: string, status: number, startedAt: bigint): void {
    this.answered++;
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    for (const listener of this.listeners) listener(route, status, seconds);
  }

  /** Answers here when it can; false sends the request on to Fastify. */
  tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const answer = this.answers.get(query === -1 ? url : url.slice(0, query));
    return answer ? answer(request, response) : false;
  }

  /**
   * Fastify's server factory: the plain HTTP server Fastify would make, with the same time limits, that
   * asks the registered answers first.
   */
  serverFactory(): FastifyServerFactory {
    return (handler, rawOptions) => {
      const options = rawOptions as unknown as ServerTimeLimits;
      const server = createServer((request, response) => {
        if (!this.tryAnswer(request, response)) handler(request, response);
      });
      // As Fastify's own factory does (its options arrive here with their defaults filled in).
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    };
  }
}

/**
 * What the headers added by other hooks can depend on besides the route: TLS, the proxy's forwarded
 * protocol (HSTS), and who sent it (a trusted proxy or not).
 */
function callerKind(request: IncomingMessage): string {
  const tls = 'encrypted' in request.socket && request.socket.encrypted ? 'tls' : 'plain';
  return `${tls}|${request.headers['x-forwarded-proto'] ?? ''}|${request.socket.remoteAddress ?? ''}`;
}
