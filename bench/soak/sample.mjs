// The soak's sampler (issue 48, point 4): one reading of a running server's figures, taken every minute.
// Heap, RSS, event-loop delay and open handles come from the process's own Prometheus metrics (prom-client's
// defaults, prefixed jhola_); database connections from pg_stat_activity; Redis memory from INFO memory.
import net from 'node:net';
import { withClient } from '../lib/pg-client.mjs';

/**
 * The value of each named series in a Prometheus text page (the first line of each name, labels ignored
 * unless given in the name, e.g. `jhola_db_pool_connections{state="total"}`).
 * @param {string} text
 * @param {string[]} names
 */
export function readSeries(text, names) {
  /** @type {Record<string, number>} */
  const found = {};
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    const series = line.slice(0, space);
    const bare = series.replace(/\{.*\}$/, '');
    for (const name of names)
      if (!(name in found) && (series === name || (!name.includes('{') && bare === name)))
        found[name] = Number(line.slice(space + 1));
  }
  return found;
}

/** Redis's `used_memory` in bytes (INFO memory over a plain connection). */
export function redisUsedMemory(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
      const match = /used_memory:(\d+)/.exec(text);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.once('error', reject);
    socket.write('INFO memory\r\n');
  });
}

const MB = 1024 * 1024;

/**
 * One sample of the soak's figures.
 * @param {{ metricsUrl: string; databaseUrl: string; database: string; redisPort: number }} where
 */
export async function takeSample({ metricsUrl, databaseUrl, database, redisPort }) {
  const text = await (await fetch(metricsUrl)).text();
  const series = readSeries(text, [
    'jhola_nodejs_heap_size_used_bytes',
    'jhola_process_resident_memory_bytes',
    'jhola_nodejs_eventloop_lag_p99_seconds',
    'jhola_nodejs_active_handles_total',
  ]);
  const connections = await withClient(databaseUrl, async (c) =>
    Number(
      (await c.query('select count(*) as n from pg_stat_activity where datname = $1', [database])).rows[0].n,
    ),
  );
  return {
    heapMB: round((series.jhola_nodejs_heap_size_used_bytes ?? 0) / MB),
    rssMB: round((series.jhola_process_resident_memory_bytes ?? 0) / MB),
    eventLoopDelayP99Ms: round((series.jhola_nodejs_eventloop_lag_p99_seconds ?? 0) * 1000),
    openHandles: series.jhola_nodejs_active_handles_total ?? 0,
    // Less the sampler's own connection.
    databaseConnections: connections - 1,
    redisMemoryMB: round((await redisUsedMemory(redisPort)) / MB),
  };
}

const round = (n) => Math.round(n * 10) / 10;
