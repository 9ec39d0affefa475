import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { openRedis, REDIS_BLOCK_MS } from '../shared-redis/client.js';

export interface RedisAdapter {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The Redis Streams adapter: events reach sockets on every server process, and because packets are kept
 * in a stream, a client that reconnects to any process can have its missed packets replayed.
 */
export async function createRedisAdapter(url: string, log: FastifyBaseLogger): Promise<RedisAdapter> {
  const client = await openRedis(url, log, { purpose: 'realtime events between processes', failFast: false });
  return {
    adapter: createAdapter(client, {
      streamName: 'jhola:socket.io',
      channelPrefix: 'jhola:socket.io',
      sessionKeyPrefix: 'jhola:sio:session:',
      blockTimeInMs: REDIS_BLOCK_MS,
    }),
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
