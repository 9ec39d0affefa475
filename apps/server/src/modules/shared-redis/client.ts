import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

const CONNECT_TIMEOUT_MS = 10_000;
/** The realtime adapter's XREAD waits this long for new packets, so a command may take that long... */
export const REDIS_BLOCK_MS = 5_000;
/** ...but no longer: a Redis that stopped answering fails the command instead of piling up work. */
const COMMAND_TIMEOUT_MS = REDIS_BLOCK_MS + 5_000;

const makeClient = (url: string, failFast: boolean) =>
  createClient({
    url,
    disableOfflineQueue: failFast,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
    },
  });

export type SharedRedis = ReturnType<typeof makeClient>;

/**
 * How long a shared counter's command may take (issue 48). Counters are asked inside a request that
 * fails open without them, and never block: a Redis that stopped answering costs a request this long.
 */
const COUNTER_TIMEOUT_MS = 1_000;

/**
 * A shared counter's command, failed after COUNTER_TIMEOUT_MS. node-redis's own command timeout did not
 * end a command already written to a connection that went silent (a proxy dropping every byte: it waited
 * on past 30 s), so the bound is kept here, with a timer of our own.
 */
export function counterCommand<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), COUNTER_TIMEOUT_MS);
  });
  return Promise.race([command, late]).finally(() => clearTimeout(timer));
}

/**
 * REDIS_URL set: one client per process for what processes count together (rate limits, per-address
 * limits); callers fail open on an outage. Commands fail at once while disconnected instead of queueing
 * behind a dead connection.
 */
export const openSharedRedis = (url: string, log: FastifyBaseLogger): Promise<SharedRedis> =>
  openRedis(url, log, { purpose: 'shared counters', failFast: true });

/**
 * Connects a node-redis client, or throws one line naming REDIS_URL. A Redis outage makes the client
 * retry in a loop; it is logged once in 30 s.
 */
export async function openRedis(
  url: string,
  log: FastifyBaseLogger,
  options: { purpose: string; failFast: boolean },
): Promise<SharedRedis> {
  let lastLoggedAt = 0;
  const client = makeClient(url, options.failFast);
  client.on('error', (error: unknown) => {
    if (Date.now() - lastLoggedAt < 30_000) return;
    lastLoggedAt = Date.now();
    log.warn({ err: error }, `Redis connection problem (${options.purpose})`);
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
  return client;
}
