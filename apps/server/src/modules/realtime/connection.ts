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

/** The customer room a socket may join and leave: its own, for a customer; none for staff. */
const ownRoomOf = (socket: RealtimeSocket): string | null =>
  socket.data.auth.role === 'customer' ? customerRoom(socket.data.auth.userId) : null;
const mayJoin = (socket: RealtimeSocket, room: unknown): room is string =>
  room === ALL_CLIENTS_ROOM || (room !== null && room === ownRoomOf(socket));

/**
 * The handler of every new socket: the server puts it in its rooms itself, then answers the client's
 * events. The event handlers are made once per server and shared by every socket (socket.io calls them
 * with the socket as `this`), so a connected customer holds no closures of its own.
 * Every client argument is untrusted: wrong types are refused, never thrown on.
 */
export function connectionHandler(app: FastifyInstance): (socket: RealtimeSocket) => void {
  function registerCustomer(this: RealtimeSocket, userId: unknown, rawAck?: unknown) {
    const ack = callable<{ ok: boolean; message?: string }>(rawAck);
    const ownRoom = ownRoomOf(this);
    if (!ownRoom) return ack?.({ ok: false, message: SOCKET_MESSAGES.notACustomer });
    if (userId !== this.data.auth.userId) return ack?.({ ok: false, message: SOCKET_MESSAGES.notYourRoom });
    void this.join(ownRoom);
    ack?.({ ok: true });
  }

  function join(this: RealtimeSocket, room: unknown, rawAck?: unknown) {
    const ack = callable<{ ok: boolean; message?: string }>(rawAck);
    if (!mayJoin(this, room)) return ack?.({ ok: false, message: SOCKET_MESSAGES.notYourRoom });
    void this.join(room);
    ack?.({ ok: true });
  }

  // Only the rooms a client may join may be left; the private session and user rooms stay.
  function leave(this: RealtimeSocket, room: unknown) {
    if (mayJoin(this, room)) void this.leave(room);
  }

  function heartbeat(this: RealtimeSocket) {
    this.emit('heartbeatResponse', { timestamp: app.ctx.now().toISOString() });
  }

  // The debug panel measures the round trip; the ack carries the server's time.
  function ping(this: RealtimeSocket, payload: unknown, rawAck?: unknown) {
    const timestamp = app.ctx.now().toISOString();
    const ack = callable<{ timestamp: string }>(typeof payload === 'function' ? payload : rawAck);
    if (ack) return ack({ timestamp });
    const echo = typeof payload === 'string' && payload.length <= 200 ? payload : null;
    this.emit('testResponse', { timestamp, echo });
  }

  return (socket) => {
    const { auth } = socket.data;
    const ownRoom = ownRoomOf(socket);
    const staffRoom = STAFF_ROOMS[auth.role];
    void socket.join([
      ALL_CLIENTS_ROOM,
      sessionRoom(auth.sessionId),
      userRoom(auth.userId),
      ...(ownRoom ? [ownRoom] : []),
      ...(staffRoom ? [staffRoom] : []),
    ]);
    socket.on('registerCustomer', registerCustomer);
    socket.on('join', join);
    socket.on('leave', leave);
    socket.on('heartbeat', heartbeat);
    socket.on('ping', ping);

    // A fresh (not recovered) connection gets its active orders, so a change it missed is not lost.
    if (ownRoom && !socket.recovered) {
      sendOrdersSnapshot(app, socket).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not send the orders snapshot'),
      );
    }
  };
}
