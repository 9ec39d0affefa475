import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Nominatim's usage policy: at most one request a second, from all of Jhola together. */
export const NOMINATIM_INTERVAL_MS = 1000;
/**
 * A lookup never queues longer than this behind others (it may be on a customer's request); it counts as
 * a failed call instead, and the chain falls back.
 */
export const MAX_WAIT_MS = 2000;

/** Waits for this process's turn at the provider; false when the queue is too long to wait. */
export type ProviderThrottle = () => Promise<boolean>;

/**
 * Reserves the next free turn at `at` (ms since epoch): one atomic upsert on a row that holds the time
 * after the last reservation. Answers how long the caller must wait for its turn.
 */
export async function reserveTurn(db: Db, key: string, intervalMs: number, at: number): Promise<number> {
  const result = await db.execute<{ value: string }>(sql`
    insert into app_settings (name, value) values (${key}, ${String(at + intervalMs)})
    on conflict (name) do update
      set value = (greatest(app_settings.value::bigint, ${at}::bigint) + ${intervalMs}::bigint)::text
    returning value`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { value: string }[] }).rows) as {
    value: string;
  }[];
  return Number(rows[0]?.value) - intervalMs - at;
}

/**
 * One call a second across every process on the database: each caller reserves the next free turn and
 * sleeps until it. No lock is held while waiting, and a process that dies just leaves its turn unused.
 */
export function databaseThrottle(
  db: Db,
  name: string,
  intervalMs = NOMINATIM_INTERVAL_MS,
  now: () => number = Date.now,
): ProviderThrottle {
  return async () => {
    const wait = await reserveTurn(db, `throttle:${name}`, intervalMs, now());
    if (wait > MAX_WAIT_MS) return false;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return true;
  };
}
