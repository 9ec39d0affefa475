import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { databaseThrottle, MAX_WAIT_MS, reserveTurn } from './throttle.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('the geocoder throttle (one call a second across processes)', () => {
  it('gives simultaneous callers distinct turns one interval apart, whatever process asks', async () => {
    const at = 5_000_000;
    const waits = await Promise.all(
      [0, 1, 2, 3].map(() => reserveTurn(database.db, 'throttle:t1', 1000, at)),
    );
    expect(waits.sort((a, b) => a - b)).toEqual([0, 1000, 2000, 3000]);
    // Once the reserved turns are in the past, the next caller goes at once.
    expect(await reserveTurn(database.db, 'throttle:t1', 1000, at + 10_000)).toBe(0);
  });

  it('waits for its turn, and refuses rather than queue more than 2 s', async () => {
    const now = Date.now();
    const take = databaseThrottle(database.db, 't2', 1000, () => now);
    // Fill the queue up to the limit without waiting on it.
    for (let i = 0; i <= MAX_WAIT_MS / 1000; i++) await reserveTurn(database.db, 'throttle:t2', 1000, now);
    expect(await take()).toBe(false);

    // Turns within the limit are waited for and granted.
    const quick = databaseThrottle(database.db, 't3', 150);
    expect(await Promise.all([quick(), quick(), quick()])).toEqual([true, true, true]);
  });
});
