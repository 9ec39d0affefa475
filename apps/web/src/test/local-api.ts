import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '../lib/api-client';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}
export type Route = (req: SeenRequest, res: ServerResponse) => void;

/**
 * A real local HTTP server standing in for the Jhola API in component tests, so the real
 * apiRequest (fetch, envelope, PRODUCT.md §8 messages) runs end to end. Routes are "METHOD /path" keys.
 */
export async function startLocalApi() {
  const routes = new Map<string, Route>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname.replace(/^\/api/, '');
      const entry = {
        method: req.method ?? '',
        path,
        query: url.searchParams,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      };
      seen.push(entry);
      const route = routes.get(`${entry.method} ${path}`);
      if (route) route(entry, res);
      else json(res, 404, { success: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    retryDelayMs: 5,
  });
  return {
    seen,
    on(key: string, route: Route) {
      routes.set(key, route);
    },
    reset() {
      routes.clear();
      seen.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
