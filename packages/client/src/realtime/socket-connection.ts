import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

export type RealtimeStatus = 'connected' | 'connecting' | 'disconnected';
type SocketClient = typeof import('socket.io-client');

export const SOCKET_PATH = '/socket.io';
/**
 * WebSocket first: one long-lived connection that any process behind the load balancer can hold, so no
 * stickiness is needed. Long polling is only the fallback (a proxy that blocks upgrades), and only
 * polling needs sticky routing (deploy/haproxy.cfg pins it with a cookie).
 */
export const SOCKET_TRANSPORTS = ['websocket', 'polling'] as const;

export interface SocketConnectionConfig<S extends Socket> {
  /**
   * socket.io-client, fetched when the first connection opens: each app passes its own
   * `() => import('socket.io-client')`, so the library is a chunk of its own, never in the first load.
   */
  load: () => Promise<SocketClient>;
  /** Same origin unless given (tests point it at a local socket.io server). */
  url?: () => string | undefined;
  /** Options beyond the path, transports and token. */
  options?: Partial<ManagerOptions & SocketOptions>;
  /** Every event the server sends: the app's handler table (createEventHandlers) dispatches it. */
  dispatch: (event: string, args: unknown[]) => void;
  /** The connection's status, for the app's store. */
  onStatus: (status: RealtimeStatus, lastError?: string | null) => void;
  /** After each (re)connection; `again` is false for the first of this sign-in. */
  onConnect?: (socket: S, again: boolean) => void;
  onDisconnect?: () => void;
  /** socket.io-client could not be fetched (offline on a cold start): the next connect tries again. */
  onLoadFailed?: () => void;
}

/**
 * One app's realtime connection (both apps have exactly one): opened with the session's token, replaced on
 * a new token, closed on sign-out. A connect that arrives after a newer one (the library was still
 * loading) is dropped, socket.io reconnects by itself unless one side ended the connection, and a refused
 * handshake (a bad token) stops.
 */
export function createSocketConnection<S extends Socket>(config: SocketConnectionConfig<S>) {
  let socket: S | null = null;
  /** Bumped by every connect and disconnect, so a client library arriving late opens only the latest one. */
  let attempt = 0;
  let client: Promise<SocketClient> | undefined;

  function loadClient(): Promise<SocketClient> {
    client ??= config.load().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  }

  function open({ io }: SocketClient, token: string): void {
    const options = {
      path: SOCKET_PATH,
      transports: [...SOCKET_TRANSPORTS],
      // Without it a failed WebSocket would not fall back to polling at all.
      tryAllTransports: true,
      ...config.options,
      auth: { token },
    };
    const url = config.url?.();
    const s = (url ? io(url, options) : io(options)) as S;
    socket = s;
    let connectedBefore = false;
    s.on('connect', () => {
      // The app's details of this connection first, so whatever waits for 'connected' reads them fresh.
      config.onConnect?.(s, connectedBefore);
      connectedBefore = true;
      config.onStatus('connected', null);
    });
    s.on('disconnect', (reason) => {
      config.onDisconnect?.();
      const final = reason === 'io client disconnect' || reason === 'io server disconnect';
      config.onStatus(final ? 'disconnected' : 'connecting');
    });
    s.on('connect_error', (error) => {
      // `active` is false when the server refused the handshake (bad token): no retry follows.
      config.onStatus(s.active ? 'connecting' : 'disconnected', error.message);
    });
    s.onAny((event: string, ...args: unknown[]) => config.dispatch(event, args));
  }

  function disconnect(): void {
    attempt++;
    const s = socket;
    socket = null;
    if (s) {
      s.offAny();
      s.removeAllListeners();
      s.disconnect();
    }
    config.onDisconnect?.();
    config.onStatus('disconnected');
  }

  function connect(token: string): void {
    disconnect();
    const current = ++attempt;
    config.onStatus('connecting', null);
    loadClient().then(
      (library) => {
        if (current === attempt) open(library, token);
      },
      () => {
        if (current !== attempt) return;
        config.onStatus('disconnected');
        config.onLoadFailed?.();
      },
    );
  }

  return { connect, disconnect, current: (): S | null => socket };
}
