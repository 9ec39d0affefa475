import {
  ADMINS_ROOM,
  ALL_CLIENTS_ROOM,
  customerRoom,
  DELIVERY_ROOM,
  SHOPPERS_ROOM,
  SOCKET_MESSAGES,
  type UserRole,
} from '@jhola/domain';
import type { FastifyInstance } from 'fastify';
import { sendOrdersSnapshot } from './snapshot.js';
import { type RealtimeSocket, sessionRoom, userRoom } from './types.js';

/** The staff room of each role; the server alone puts sockets in them (and a client cannot leave). */
const STAFF_ROOMS: Partial<Record<UserRole, string>> = {
  shopper: SHOPPERS_ROOM,
  delivery: DELIVERY_ROOM,
  admin: ADMINS_ROOM,
};

type Ack<T> = ((result: T) => void) | undefined;
const callable = <T>(ack: unknown): Ack<T> =>
  typeof ack === 'function' ? (ack as (r: T) => void) : undefined;

/**
 * One connected socket: the server puts it in its rooms itself, then answers the client's events.
 * Every client argument is untrusted: wrong types are refused, never thrown on.
 */
export function onConnection(app: FastifyInstance, socket: RealtimeSocket): void {
  const { auth } = socket.data;
  const ownRoom = auth.role === 'customer' ? customerRoom(auth.userId) : null;
  const staffRoom = STAFF_ROOMS[auth.role];
  void socket.join([
    ALL_CLIENTS_ROOM,
    sessionRoom(auth.sessionId),
    userRoom(auth.userId),
    ...(ownRoom ? [ownRoom] : []),
    ...(staffRoom ? [staffRoom] : []),
  ]);

  socket.on('registerCustomer', (userId: unknown, rawAck?: unknown) => {
    const ack = callable<{ ok: boolean; message?: string }>(rawAck);
    if (!ownRoom) return ack?.({ ok: false, message: SOCKET_MESSAGES.notACustomer });
    if (userId !== auth.userId) return ack?.({ ok: false, message: SOCKET_MESSAGES.notYourRoom });
    void socket.join(ownRoom);
    ack?.({ ok: true });
  });

  socket.on('join', (room: unknown, rawAck?: unknown) => {
    const ack = callable<{ ok: boolean; message?: string }>(rawAck);
    if (room === ALL_CLIENTS_ROOM || (ownRoom !== null && room === ownRoom)) {
      void socket.join(room);
      return ack?.({ ok: true });
    }
    ack?.({ ok: false, message: SOCKET_MESSAGES.notYourRoom });
  });

  // Only the rooms a client may join may be left; the private session and user rooms stay.
  socket.on('leave', (room: unknown) => {
    if (room === ALL_CLIENTS_ROOM || (ownRoom !== null && room === ownRoom)) void socket.leave(room);
  });

  socket.on('heartbeat', () => {
    socket.emit('heartbeatResponse', { timestamp: app.ctx.now().toISOString() });
  });

  // The debug panel measures the round trip; the ack carries the server's time.
  socket.on('ping', (payload: unknown, rawAck?: unknown) => {
    const timestamp = app.ctx.now().toISOString();
    const ack = callable<{ timestamp: string }>(typeof payload === 'function' ? payload : rawAck);
    if (ack) return ack({ timestamp });
    const echo = typeof payload === 'string' && payload.length <= 200 ? payload : null;
    socket.emit('testResponse', { timestamp, echo });
  });

  // A fresh (not recovered) connection gets its active orders, so a change it missed is not lost.
  if (ownRoom && !socket.recovered) {
    sendOrdersSnapshot(app, socket).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not send the orders snapshot'),
    );
  }
}
