// @vitest-environment node
/** The real socket client against a real local socket.io server (the server's handshake rule included). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  HEARTBEAT_INTERVAL_MS,
  type Notice,
  type ServerToClientEvents,
} from '@jhola/domain';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  configureRealtime,
  connectRealtime,
  disconnectRealtime,
  getRealtimeStatus,
  ping,
  subscribe,
  useRealtime,
} from './socket';

const httpServer = createServer();
// As the real server (realtime/plugin.ts), it keeps a dropped connection's state for a while.
const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
  path: '/socket.io',
  connectionStateRecovery: { maxDisconnectionDuration: 60_000 },
});
const received: Array<[string, unknown]> = [];

io.use((socket, next) => {
  if (socket.handshake.auth.token === 'good-token') return next();
  next(new Error('Authentication required. Please log in and try again.'));
});
io.on('connection', (socket) => {
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  socket.on('ping', (_payload, ack) => ack?.({ timestamp: new Date().toISOString() }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  configureRealtime({ url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await io.close();
});
afterEach(() => {
  disconnectRealtime();
  received.length = 0;
  vi.useRealTimers();
});

/** Waits for what the test can see, however busy the machine is (polled every 10 ms, for up to 10 s). */
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 10_000, interval: 10 });

describe('realtime client', () => {
  it('connects with the token, registers as the customer and joins its room', async () => {
    connectRealtime({ token: 'good-token', userId: 'u1' });
    expect(getRealtimeStatus()).toBe('connecting');
    await until(() => getRealtimeStatus() === 'connected');
    expect(useRealtime.getState().transport).toBe('websocket');
    await until(() => received.length >= 2);
    expect(received).toEqual([
      ['registerCustomer', 'u1'],
      ['join', 'customer_u1'],
    ]);
  });

  it('delivers typed events to subscribers until they unsubscribe', async () => {
    const seen: string[] = [];
    const stop = subscribe('new-notice', (notice) => seen.push(notice.title));
    connectRealtime({ token: 'good-token', userId: 'u1' });
    await until(() => getRealtimeStatus() === 'connected');
    io.emit('new-notice', { _id: 'n1', title: 'Holi hours' } as Notice);
    await until(() => seen.length === 1);
    stop();
    // A subscriber still listening hears the next event; the one that left, which would hear it at the same
    // moment, does not.
    const stillListening: string[] = [];
    const stopListening = subscribe('new-notice', (notice) => stillListening.push(notice.title));
    io.emit('new-notice', { _id: 'n2', title: 'Later' } as Notice);
    await until(() => stillListening.length === 1);
    stopListening();
    expect(seen).toEqual(['Holi hours']);
  });

  it('hands the orders snapshot of the connection to a subscriber that arrives later, and forgets it at sign-out', async () => {
    // A notice sent right after the snapshot, on the same connection, arrives after it.
    io.once('connection', (socket) => {
      socket.emit('ordersSnapshot', { orders: [] });
      socket.emit('new-notice', { _id: 'n1', title: 'After the snapshot' } as Notice);
    });
    const notices: string[] = [];
    const stopNotices = subscribe('new-notice', (notice) => notices.push(notice.title));
    connectRealtime({ token: 'good-token', userId: 'u1' });
    await until(() => notices.length === 1);
    stopNotices();
    const late: unknown[] = [];
    const stop = subscribe('ordersSnapshot', (snapshot) => late.push(snapshot));
    expect(late).toEqual([{ orders: [] }]);
    stop();
    disconnectRealtime();
    const afterSignOut: unknown[] = [];
    subscribe('ordersSnapshot', (snapshot) => afterSignOut.push(snapshot))();
    expect(afterSignOut).toEqual([]);
  });

  it('tells a connection socket.io recovered from a new one (only a new one gets a snapshot), and numbers each', async () => {
    // The clock runs as usual, and is moved on by hand past socket.io's reconnection backoff (the client
    // takes its timer functions when it is made, so the clock is set before).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    connectRealtime({ token: 'good-token', userId: 'u1' });
    await until(() => getRealtimeStatus() === 'connected');
    const first = useRealtime.getState();
    expect(first.recovered).toBe(false);
    // A packet received is where a recovery resumes from.
    const seen: string[] = [];
    const stop = subscribe('new-notice', (notice) => seen.push(notice.title));
    io.emit('new-notice', { _id: 'n1', title: 'Holi hours' } as Notice);
    await until(() => seen.length === 1);
    stop();
    // The network drops under the connection; socket.io comes back after its backoff.
    for (const socket of io.sockets.sockets.values()) socket.conn.close();
    await until(() => getRealtimeStatus() === 'connecting');
    vi.advanceTimersByTime(10_000);
    await until(() => useRealtime.getState().connection === first.connection + 1);
    expect(useRealtime.getState()).toMatchObject({ status: 'connected', recovered: true });
  });

  it('measures the round trip of a ping the server acknowledges', async () => {
    await expect(ping()).rejects.toThrow('not connected');
    connectRealtime({ token: 'good-token', userId: 'u1' });
    await until(() => getRealtimeStatus() === 'connected');
    const ms = await ping();
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(ms).toBeLessThan(20_000);
  });

  it('sends a heartbeat every 25 s while connected', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    connectRealtime({ token: 'good-token', userId: 'u7' });
    await until(() => getRealtimeStatus() === 'connected');
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await until(() => received.some(([event]) => event === 'heartbeat'));
    const [, beat] = received.find(([event]) => event === 'heartbeat')!;
    expect(beat).toMatchObject({ userId: 'u7', userType: 'customer' });
    expect(Number.isNaN(Date.parse((beat as { timestamp: string }).timestamp))).toBe(false);
  });

  it('is refused with a bad token and reports why', async () => {
    connectRealtime({ token: 'stolen', userId: 'u1' });
    await until(() => useRealtime.getState().lastError !== null);
    expect(getRealtimeStatus()).toBe('disconnected');
    expect(useRealtime.getState().lastError).toBe('Authentication required. Please log in and try again.');
  });

  it('disconnects on sign-out', async () => {
    connectRealtime({ token: 'good-token', userId: 'u1' });
    await until(() => getRealtimeStatus() === 'connected');
    disconnectRealtime();
    expect(getRealtimeStatus()).toBe('disconnected');
    await until(() => io.sockets.sockets.size === 0);
  });
});
