// @vitest-environment node
/** The socket connection both apps open, against a real local socket.io server that checks the token. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSocketConnection, type RealtimeStatus } from './socket-connection';

const httpServer = createServer();
const io = new Server(httpServer, { path: '/socket.io' });
io.use((socket, next) =>
  socket.handshake.auth.token === 'good-token' ? next() : next(new Error('Authentication required.')),
);
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await io.close();
});

/** Waits for what the test can see, however busy the machine is (polled every 10 ms, for up to 10 s). */
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 10_000, interval: 10 });

function connectionUnderTest() {
  const seen = {
    status: 'disconnected' as RealtimeStatus,
    error: null as string | null,
    connects: [] as boolean[],
    /** Sockets the connection made (a connect overtaken while the library loads makes none). */
    opened: 0,
  };
  const events: [string, unknown[]][] = [];
  const connection = createSocketConnection<Socket>({
    load: () =>
      import('socket.io-client').then((client) => ({
        ...client,
        io: ((...args: Parameters<typeof client.io>) => {
          seen.opened++;
          return client.io(...args);
        }) as typeof client.io,
      })),
    url: () => url,
    options: { reconnectionDelay: 10, reconnectionDelayMax: 20 },
    dispatch: (event, args) => events.push([event, args]),
    onStatus: (status, error) => {
      seen.status = status;
      if (error !== undefined) seen.error = error;
    },
    onConnect: (_socket, again) => seen.connects.push(again),
  });
  return { connection, seen, events };
}

const opened: ReturnType<typeof connectionUnderTest>['connection'][] = [];
afterEach(() => {
  for (const connection of opened.splice(0)) connection.disconnect();
});

describe('the socket connection of both apps', () => {
  it('opens with the token, hands every event to the app, and tells a reconnection from the first', async () => {
    const { connection, seen, events } = connectionUnderTest();
    opened.push(connection);
    connection.connect('good-token');
    expect(seen.status).toBe('connecting');
    await until(() => seen.status === 'connected');
    io.emit('new-notice', { title: 'Holi hours' });
    await until(() => events.length === 1);
    expect(events[0]).toEqual(['new-notice', [{ title: 'Holi hours' }]]);

    for (const socket of io.sockets.sockets.values()) socket.conn.close();
    await until(() => seen.connects.length === 2);
    expect(seen.connects).toEqual([false, true]);
    expect(seen.status).toBe('connected');
  });

  it('stops, and says why, when the server refuses the token', async () => {
    const { connection, seen } = connectionUnderTest();
    opened.push(connection);
    connection.connect('bad-token');
    await until(() => seen.status === 'disconnected' && seen.error !== null);
    expect(seen.error).toBe('Authentication required.');
  });

  it('opens only the latest of two connects made while the library loads', async () => {
    const { connection, seen } = connectionUnderTest();
    opened.push(connection);
    connection.connect('good-token');
    connection.connect('good-token');
    await until(() => seen.status === 'connected');
    // Both connects saw the library arrive before any socket could connect: only the latest opened one.
    expect(seen.opened).toBe(1);
    expect(io.sockets.sockets.size).toBe(1);
    expect(connection.current()?.connected).toBe(true);
  });

  it('closes on sign-out: nothing more is heard', async () => {
    const { connection, seen, events } = connectionUnderTest();
    connection.connect('good-token');
    await until(() => seen.status === 'connected');
    connection.disconnect();
    expect(seen.status).toBe('disconnected');
    expect(connection.current()).toBeNull();
    io.emit('new-notice', { title: 'Late' });
    await until(() => io.sockets.sockets.size === 0);
    expect(events).toEqual([]);
  });
});
