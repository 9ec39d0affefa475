import { ERROR_MESSAGES, SOCKET_MESSAGES } from '@jhola/domain';
import type { FastifyInstance } from 'fastify';
import type { RealtimeSocket } from './types.js';

/** The token the client sent in the handshake (`auth.token`), with or without a "Bearer " prefix. */
function handshakeToken(socket: RealtimeSocket): string | undefined {
  const raw: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof raw !== 'string') return undefined;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return token.trim() || undefined;
}

/**
 * Handshake middleware: the same check as the HTTP API (signature, expiry, live session). A socket
 * without a valid token is refused with a `connect_error` whose message says why.
 */
export function socketAuth(app: FastifyInstance) {
  return async (socket: RealtimeSocket, next: (error?: Error) => void): Promise<void> => {
    try {
      const auth = await app.resolveToken(handshakeToken(socket));
      if (!auth) return next(new Error(SOCKET_MESSAGES.authRequired));
      // A socket lives for hours: it keeps the three facts its rooms and the session sweep read, not
      // the account's name and e-mail, nor the token (a recovered connection sends a new one).
      socket.data.auth = { userId: auth.userId, sessionId: auth.sessionId, role: auth.role };
      socket.handshake.auth = {};
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake check failed');
      next(new Error(ERROR_MESSAGES.server));
    }
  };
}
