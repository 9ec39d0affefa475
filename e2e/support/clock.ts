import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Decision 0085: a journey that needs a shop's minutes to pass moves the clocks instead of waiting, the
 * server's through POST /api/test-clock (with the token playwright.config.ts made for this run) and the
 * page's through Playwright's clock, started at the server's time.
 *
 * The server's clock is every journey's. Moving it a minute ahead changes nothing a journey with the
 * shops' usual times can see (ten minutes to answer, sign-in codes for ten), but a journey that counts on
 * a minute not having passed yet (a shop's waiting time, a shift's 60-second offer) holds the clock for
 * that part (`holdingServerClock`), and nobody moves it meanwhile.
 */

const LOCK = path.join(process.env.E2E_DATA_DIR ?? '.', 'server-clock.lock');

async function takeLock(): Promise<void> {
  for (;;) {
    try {
      await mkdir(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another journey is between reading the clock and moving it: a few seconds at most.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Moves the server's clock `ms` ahead (0 only reads it); answers once what became due has run. */
async function moveServerClock(request: APIRequestContext, ms: number): Promise<number> {
  const token = process.env.E2E_CLOCK_TOKEN;
  if (!token) throw new Error('E2E_CLOCK_TOKEN is set by playwright.config.ts');
  const res = await request.post('/api/test-clock', {
    headers: { 'x-test-clock-token': token },
    data: { advanceMs: ms },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Date.parse((await res.json()).data.now);
}

/**
 * Moves the page's clock `ms` ahead, firing the page's timers due meanwhile, then the server's; `meanwhile`
 * runs between the two (what the page shows before the server has answered).
 */
export type MoveClocks = (ms: number, meanwhile?: () => Promise<void>) => Promise<void>;

/** Runs `part` of a journey while no other journey moves the server's clock. */
export async function holdingServerClock<T>(part: () => Promise<T>): Promise<T> {
  await takeLock();
  try {
    return await part();
  } finally {
    await rmdir(LOCK);
  }
}

/**
 * Holds the server's clock for `part` of a journey and starts the page's at the server's time (call it
 * before the page opens the app); `part` moves both with the `move` it is given. Other journeys may move
 * the server's clock again once `part` has ended.
 */
export const withClocks = <T>(
  page: Page,
  request: APIRequestContext,
  part: (move: MoveClocks) => Promise<T>,
): Promise<T> =>
  holdingServerClock(async () => {
    await page.clock.install({ time: await moveServerClock(request, 0) });
    return part(async (ms, meanwhile) => {
      await page.clock.fastForward(ms);
      await meanwhile?.();
      await moveServerClock(request, ms);
    });
  });
