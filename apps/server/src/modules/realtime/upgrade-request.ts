import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';

/** The part of an engine.io connection this file touches (engine.io's own type is not our dependency). */
export interface EngineConnection {
  request: IncomingMessage | null;
  transport: { name: string; socket?: EventEmitter };
}

/**
 * Lets the HTTP upgrade request go once the connection is open. socket.io's documented saving (dropping
 * `request`) alone frees nothing on engine.io 6.6: its upgrade error handler stays on the WebSocket
 * (`onUpgradeError`, whose scope holds the request) and its middleware response object listens for the
 * TCP socket's close, holding the request too, so each connection kept the request's headers, raw
 * headers and parsed query (0.8 KB a socket in bench/realtime.mjs, more with a browser's headers;
 * decision 0050). The first
 * reference is removed; the second cannot be reached, so the request it holds is emptied. Nothing reads
 * the request after this: the token comes in the handshake's auth payload, and the handshake is built
 * without the request.
 */
export function releaseUpgradeRequest(connection: EngineConnection): void {
  // A connection that opened with long-polling answered its first request with this one; only an
  // upgrade request is held by engine.io afterwards.
  const ws = connection.transport.name === 'websocket' ? connection.transport.socket : undefined;
  for (const listener of (ws?.listeners('error') ?? []) as ((...args: unknown[]) => void)[]) {
    if (listener.name === 'onUpgradeError') ws?.removeListener('error', listener);
  }
  const request = connection.request as (IncomingMessage & { _query?: unknown }) | null;
  if (ws && request) {
    request.headers = {};
    request.rawHeaders = [];
    request._query = undefined;
  }
  connection.request = null;
}
