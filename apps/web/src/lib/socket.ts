/**
 * The app's one realtime connection (socket.io, same origin, path /socket.io).
 *
 * API for features:
 *   subscribe(event, handler) → unsubscribe
 *       Typed by ServerToClientEvents (@jhola/domain). Handlers survive reconnects and sign-in changes,
 *       so subscribe once (e.g. in a useEffect) and return the unsubscribe as the cleanup.
 *       Handlers only update the TanStack Query cache or a store: they never navigate or fetch on their own.
 *   useRealtime(selector) / getRealtimeStatus()
 *       status 'connected' | 'connecting' | 'disconnected', plus socketId, transport, lastError, and
 *       whether the last connection was recovered (socket.io replayed what it missed; the server sends no
 *       snapshot then) and its number (`connection`, one more on every connect).
 *   ping() → Promise<number>
 *       Round-trip time in ms of a `ping` the server acknowledges; rejects when not connected.
 *   connectRealtime({ token, userId }) / disconnectRealtime()
 *       Used only by app/providers/realtime-provider.tsx, which follows the auth store: it connects with
 *       the token on sign-in (reconnecting with a new token) and disconnects on sign-out.
 *
 * The server refuses a socket without a valid token (server contract "Realtime"), so signed-out
 * visitors have no connection. socket.io-client (about 12 KiB compressed) is not part of the first
 * load: connectRealtime fetches it once the browser is idle after the first screen, and subscriptions
 * made before that simply wait in the handler table below. On connect the client registers as a customer and joins its room;
 * while connected it sends a heartbeat every 25 s (PRODUCT.md §7, PRODUCT.md §9).
 */
import { createSocketConnection, type RealtimeStatus, SOCKET_PATH, SOCKET_TRANSPORTS } from '@jhola/client';
import {
  type ClientToServerEvents,
  customerRoom,
  HEARTBEAT_INTERVAL_MS,
  type ServerToClientEvents,
  SOCKET_TIMEOUT_MS,
} from '@jhola/domain';
import { createEventHandlers } from '@jhola/ui';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { tLib } from './i18n';
import { forgetOrderActivity, noteOrderActivity } from './order-activity';

export { type RealtimeStatus, SOCKET_PATH, SOCKET_TRANSPORTS };

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface RealtimeState {
  status: RealtimeStatus;
  socketId: string | null;
  transport: string | null;
  lastError: string | null;
  connectedAt: string | null;
  /** socket.io recovered the last connection: the missed packets were replayed, and no snapshot follows. */
  recovered: boolean;
  /** One more on every connect, so a handler can tell which connection a snapshot answered. */
  connection: number;
}

export const useRealtime = create<RealtimeState>(() => ({
  status: 'disconnected',
  socketId: null,
  transport: null,
  lastError: null,
  connectedAt: null,
  recovered: false,
  connection: 0,
}));
export const getRealtimeStatus = (): RealtimeStatus => useRealtime.getState().status;

/** Same origin in the app; tests point it at a local socket.io server. */
const settings: { url: string | undefined } = { url: undefined };
export function configureRealtime(next: { url?: string }): void {
  settings.url = next.url;
}

let heartbeat: ReturnType<typeof setInterval> | undefined;
/**
 * The orders snapshot is sent once per connection, and an order can move right after it, both maybe
 * before the live layer's chunk has subscribed (it loads after the first screen, like the socket's):
 * the snapshot is replayed and the moves are held for it, so no popup or sound is lost in that gap.
 */
const handlers = createEventHandlers<ServerToClientEvents>({
  replayLatest: ['ordersSnapshot'],
  holdUntilSubscribed: ['orderStatusUpdate', 'delivery_location_update'],
});
/** Subscribe once (in an effect); the handler outlives reconnects. */
export const subscribe = handlers.subscribe;

/** Runs `task` when the browser is idle (at most 2 s later), so the first screen is not kept waiting. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
  else task();
}

/** The signed-in customer of the connection being opened: it registers and joins its room on connect. */
let customerId = '';

/** The customer side of @jhola/client's socket connection (the staff app's is the same connection). */
const connection = createSocketConnection<AppSocket>({
  load: () => new Promise<void>((resolve) => whenIdle(resolve)).then(() => import('socket.io-client')),
  url: () => settings.url,
  options: { timeout: SOCKET_TIMEOUT_MS, withCredentials: true },
  dispatch: (event, args) => {
    noteOrderActivity(event, args);
    handlers.dispatch(event, args);
  },
  onStatus: (status, lastError) =>
    useRealtime.setState({
      status,
      ...(lastError === undefined ? {} : { lastError }),
      ...(status === 'connected' ? {} : { socketId: null, transport: null }),
    }),
  onConnect(s) {
    useRealtime.setState({
      socketId: s.id ?? null,
      transport: s.io.engine?.transport.name ?? null,
      connectedAt: new Date().toISOString(),
      recovered: s.recovered === true,
      connection: useRealtime.getState().connection + 1,
    });
    s.io.engine?.once('upgrade', () => useRealtime.setState({ transport: s.io.engine.transport.name }));
    const userId = customerId;
    s.emit('registerCustomer', userId);
    s.emit('join', customerRoom(userId));
    clearInterval(heartbeat);
    heartbeat = setInterval(() => {
      s.emit('heartbeat', { timestamp: new Date().toISOString(), userId, userType: 'customer' });
    }, HEARTBEAT_INTERVAL_MS);
  },
  onDisconnect: () => clearInterval(heartbeat),
  onLoadFailed: () => useRealtime.setState({ lastError: tLib('lib.realtimeNotLoaded') }),
});

/**
 * Opens the connection with `token`. What the pages already read of the customer's orders stays known
 * (lib/order-activity.ts): forgetting it here, when the connection opened after the order page had read an
 * order under way, left the live layer unloaded and the page without the news the socket brought.
 * A new token or account comes through disconnectRealtime first (realtime-connections.tsx), which forgets.
 */
export function connectRealtime({ token, userId }: { token: string; userId: string }): void {
  closeSocket();
  customerId = userId;
  connection.connect(token);
}

/** Sign-out (or a new token or account): the next connection starts from nothing. */
export function disconnectRealtime(): void {
  closeSocket();
  forgetOrderActivity();
}

function closeSocket(): void {
  handlers.forget();
  connection.disconnect();
}

/** Round-trip time of one `ping` acknowledged by the server (the debug panel's "Ping socket"). */
export function ping(): Promise<number> {
  const s = connection.current();
  if (!s?.connected) return Promise.reject(new Error(tLib('lib.socketNotConnected')));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    s.timeout(SOCKET_TIMEOUT_MS).emit('ping', { sentAt: new Date().toISOString() }, (error) => {
      if (error) reject(new Error(tLib('lib.pingNoAnswer')));
      else resolve(Math.round((performance.now() - started) * 10) / 10);
    });
  });
}
