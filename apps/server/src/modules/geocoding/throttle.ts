import type { Db } from '../../db/client.js';
import { SettingsRepository } from '../settings/repository.js';

/** Nominatim's usage policy: at most one request a second, from all of Jhola together. */
export const NOMINATIM_INTERVAL_MS = 1000;
/**
 * A lookup never queues longer than this behind others (it may be on a customer's request); it counts as
 * a failed call instead, and the chain falls back.
 */
export const MAX_WAIT_MS = 2000;

/** Waits for this process's turn at the provider; false when the queue is too long to wait. */
export type ProviderThrottle = () => Promise<boolean>;

/** How long a caller asking at `at` must wait for its turn (shared by every process on the database). */
export const reserveTurn = async (db: Db, key: string, intervalMs: number, at: number): Promise<number> =>
  (await new SettingsRepository(db).reserveTurn(key, intervalMs, at)) - at;

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
