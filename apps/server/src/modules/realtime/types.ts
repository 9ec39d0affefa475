import type { ClientToServerEvents, ServerToClientEvents } from '@jhola/domain';
import type { Server, Socket } from 'socket.io';
import type { AuthContext } from '../../auth-context.js';

/** What the handshake attaches to a socket (modules/realtime/socket-auth.ts). */
export interface SocketData {
  auth: Pick<AuthContext, 'userId' | 'sessionId' | 'role'>;
}

type InterServerEvents = Record<string, never>;
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** Private rooms the server itself manages: a client can neither join nor leave them. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
export const userRoom = (userId: string): string => `user:${userId}`;

export interface Realtime {
  io: RealtimeServer;
  /** Disconnects this process's sockets whose session has ended or expired; returns how many. */
  sweepSessions(): Promise<number>;
  /**
   * Deletes the live events this process pushed and relays those a dead process left (live-relay.ts);
   * answers how many it relayed.
   */
  relayLiveEvents(): Promise<number>;
}
