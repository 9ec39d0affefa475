import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { bridgeDomainEvents } from './bridge.js';
import { connectionHandler } from './connection.js';
import { liveRelay } from './live-relay.js';
import { createRedisAdapter, type RedisAdapter } from './redis-adapter.js';
import { SESSION_SWEEP_INTERVAL_MS, sweepSessions } from './session-sweep.js';
import { socketAuth } from './socket-auth.js';
import type { RealtimeServer } from './types.js';
import { releaseUpgradeRequest } from './upgrade-request.js';

/** How long a dropped client may be away and still have its missed packets replayed. */
const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * socket.io at /socket.io on the same HTTP server as the API (server-contract "Realtime").
 * Without REDIS_URL one process with the in-memory adapter; with it, the Redis Streams adapter.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const redis: RedisAdapter | null = app.ctx.config.redisUrl
      ? await createRedisAdapter(app.ctx.config.redisUrl, app.log)
      : null;

    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      // No CORS: the app is served from the same origin, and a socket is authorised by its token, not a cookie.
      maxHttpBufferSize: 64 * 1024,
      // The token is checked again on a recovered connection too (skipMiddlewares: false).
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      ...(redis ? { adapter: redis.adapter } : {}),
    });

    // The upgrade request (headers, parser state) is not kept for the life of the socket. Nothing here
    // reads it: the token comes in the handshake's auth payload.
    io.engine.on('connection', releaseUpgradeRequest);
    io.use(socketAuth(app));
    io.on('connection', connectionHandler(app));
    const relay = liveRelay(app, io);
    const unsubscribe = bridgeDomainEvents(app, io, relay);
    // As often as the jobs are looked for (JOBS_POLL_MS, 1 s): a statement or two per process and tick.
    const relayTimer = setInterval(() => {
      relay.tick().catch((error: unknown) => app.log.warn({ err: error }, 'live event relay failed'));
    }, app.ctx.config.jobs.pollMs);
    relayTimer.unref();

    const sweep = () => sweepSessions(app, io);
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'socket session sweep failed'));
    }, SESSION_SWEEP_INTERVAL_MS);
    timer.unref();

    app.decorate('realtime', { io, sweepSessions: sweep, relayLiveEvents: () => relay.tick() });

    // Before the HTTP server closes: open websockets would otherwise keep it from closing.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      clearInterval(relayTimer);
      unsubscribe();
      // What this process pushed is deleted now, or the others would push it again after the lease.
      await relay.tick().catch(() => {});
      await io.close();
      await redis?.close();
    });
  },
  { name: 'realtime' },
);
