import type { FastifyInstance } from 'fastify';
import { SessionRepository } from '../auth/session-repository.js';
import type { RealtimeServer, RealtimeSocket } from './types.js';

/** How often this process re-checks the sessions behind its sockets (logout, reset, expiry). */
export const SESSION_SWEEP_INTERVAL_MS = 60_000;
const CHUNK = 1000;

/**
 * Disconnects this process's sockets whose session has ended or expired since the handshake.
 * One query per thousand sessions, so 5,000 sockets cost five small queries a minute.
 */
export async function sweepSessions(app: FastifyInstance, io: RealtimeServer): Promise<number> {
  const bySession = new Map<string, RealtimeSocket[]>();
  for (const socket of io.of('/').sockets.values()) {
    const id = socket.data.auth?.sessionId;
    if (!id) continue;
    const list = bySession.get(id);
    if (list) list.push(socket);
    else bySession.set(id, [socket]);
  }
  const repository = new SessionRepository(app.ctx.db);
  const ids = [...bySession.keys()];
  const now = app.ctx.now();
  let closed = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const live = await repository.liveSessionIds(chunk, now);
    for (const id of chunk) {
      if (live.has(id)) continue;
      for (const socket of bySession.get(id) ?? []) {
        socket.disconnect(true);
        closed += 1;
      }
    }
  }
  return closed;
}
