import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

const CONNECT_TIMEOUT_MS = 10_000;
/** The adapter's XREAD waits this long for new packets, so a command may take that long legitimately... */
const BLOCK_MS = 5_000;
/** ...but no longer: a Redis that stopped answering fails the command instead of piling up work. */
const COMMAND_TIMEOUT_MS = BLOCK_MS + 5_000;

export interface RedisAdapter {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The Redis Streams adapter: events reach sockets on every server process, and because packets are kept
 * in a stream, a client that reconnects to any process can have its missed packets replayed.
 */
export async function createRedisAdapter(url: string, log: FastifyBaseLogger): Promise<RedisAdapter> {
  let lastLoggedAt = 0;
  const client = createClient({
    url,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS },
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
  });
  client.on('error', (error: unknown) => {
    // A Redis outage makes the client retry in a loop; one line every 30 s is enough.
    if (Date.now() - lastLoggedAt < 30_000) return;
    lastLoggedAt = Date.now();
    log.warn({ err: error }, 'Redis connection problem (realtime events between processes)');
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CONNECT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    client.destroy();
    throw new Error(`Invalid REDIS_URL: cannot connect (${error instanceof Error ? error.message : error})`);
  } finally {
    clearTimeout(timer);
  }
  return {
    adapter: createAdapter(client, {
      streamName: 'jhola:socket.io',
      channelPrefix: 'jhola:socket.io',
      sessionKeyPrefix: 'jhola:sio:session:',
      blockTimeInMs: BLOCK_MS,
    }),
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
