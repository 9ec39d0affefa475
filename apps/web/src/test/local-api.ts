import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { type StandInReply, startLocalApi as startStandIn } from '@jhola/client/testing';
import { configureApiClient } from '../lib/api-client';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What a route writes its answer with: the two calls of Node's ServerResponse the screen tests use. */
export interface ReplyWriter {
  writeHead(status: number, headers?: OutgoingHttpHeaders): void;
  end(text?: string): void;
}
export type Route = (req: SeenRequest, res: ReplyWriter) => void;

/**
 * The customer app's face on the shared stand-in server (`startLocalApi` of @jhola/client/testing, which
 * the staff app's tests use too): a real local HTTP server, so the real apiRequest (fetch, envelope,
 * PRODUCT.md §8 messages) runs end to end. Routes are "METHOD /path" keys, the path without `/api`.
 */
export async function startLocalApi() {
  const standIn = await startStandIn();
  const routes = new Map<string, Route>();
  const seen: SeenRequest[] = [];
  standIn.answerBy((call) => {
    const url = new URL(call.url);
    const entry: SeenRequest = {
      method: call.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: call.headers,
      body: call.body,
    };
    seen.push(entry);
    const route = routes.get(`${entry.method} ${entry.path}`);
    if (!route) return { status: 404, body: { success: false, message: 'Not found' } };
    // A route may answer later (a screen's loading state): the reply is whatever it writes, when it ends.
    return new Promise<StandInReply>((resolve) => {
      let status = 200;
      let json = false;
      route(entry, {
        writeHead(code, headers = {}) {
          status = code;
          json = /json/.test(String(headers['Content-Type'] ?? headers['content-type'] ?? ''));
        },
        end(text = '') {
          resolve({ status, body: json && text !== '' ? JSON.parse(text) : text });
        },
      });
    });
  });
  configureApiClient({ baseUrl: `${standIn.url}/api`, retryDelayMs: 5 });
  return {
    seen,
    on(key: string, route: Route) {
      routes.set(key, route);
    },
    reset() {
      routes.clear();
      seen.length = 0;
    },
    close: () => standIn.close(),
  };
}

export function json(res: ReplyWriter, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
