import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { orderOn, revisedOrder } from '../../test/deadline-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld } from '../../test/lifecycle-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Decision 0085: the journeys' server moves its clock through POST /api/test-clock. Without
 * TEST_CLOCK_TOKEN the route does not exist; with it, a caller without the token is answered as if it
 * did not, and the token's holder moves the clock and finds what became due already done.
 */
const TOKEN = 'a-token-the-journeys-make-per-run-0123456789';
const absent = { success: false, message: 'No route for POST /api/test-clock' };

const move = (t: TestApp, advanceMs: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/test-clock', headers, payload: { advanceMs } });

describe('POST /api/test-clock without TEST_CLOCK_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not exist, whatever token is sent', async () => {
    const tries: Record<string, string>[] = [
      {},
      { 'x-test-clock-token': TOKEN },
      { 'x-test-clock-token': '' },
    ];
    for (const headers of tries) {
      const response = await move(t, 60_000, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(absent);
    }
    expect(Math.abs(t.app.ctx.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('cannot be set with a short token', () => {
    expect(() => loadConfig({ TEST_CLOCK_TOKEN: 'short' })).toThrow(
      'Invalid TEST_CLOCK_TOKEN: must be at least 32 characters',
    );
  });
});

describe('POST /api/test-clock with TEST_CLOCK_TOKEN', () => {
  let w: LifecycleWorld;
  const withToken = { 'x-test-clock-token': TOKEN };
  beforeAll(async () => {
    // The runner's own poll is a minute away: only the route's wake can run a job in these tests.
    w = await createLifecycleWorld({ env: { TEST_CLOCK_TOKEN: TOKEN, JOBS_POLL_MS: '60000' } });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('answers a wrong or missing token as a route that does not exist, before reading the body', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { 'x-test-clock-token': `${TOKEN}x` },
      { 'x-test-clock-token': TOKEN.slice(1) },
    ];
    for (const headers of wrong) {
      for (const advanceMs of [60_000, 'soon']) {
        const response = await move(w.t, advanceMs, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject(absent);
      }
    }
    // None of them moved the clock: the first move reports its own offset only.
    const first = await move(w.t, 0, withToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.offsetMs).toBe(0);
  });

  it('is not in the API description', async () => {
    const spec = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(spec.paths).length).toBeGreaterThan(10);
    expect(Object.keys(spec.paths).filter((p) => p.includes('clock'))).toEqual([]);
  });

  it('refuses a move backwards or beyond a day', async () => {
    for (const advanceMs of [-1, 24 * 60 * 60_000 + 1, 1.5]) {
      expect((await move(w.t, advanceMs, withToken)).statusCode).toBe(422);
    }
  });

  it('moves the clock ahead, and a deadline that passed is answered before the reply', async () => {
    const revised = await revisedOrder(w, 'approve');
    const deadline = Date.parse(revised.answerDeadline!);
    const before = w.t.app.ctx.now().getTime();
    expect(deadline - before).toBeGreaterThan(60_000);

    const response = await move(w.t, deadline - before + 1_000, withToken);
    expect(response.statusCode).toBe(200);
    const { now, offsetMs } = response.json().data as { now: string; offsetMs: number };
    expect(Date.parse(now)).toBeGreaterThan(deadline);
    expect(w.t.app.ctx.now().getTime()).toBeGreaterThan(deadline);
    expect(offsetMs).toBe(deadline - before + 1_000);

    const after = await orderOn(w.t.app, w, revised._id);
    expect(after.status).toBe('customer_approved_revision');
    expect(after.answerDeadline).toBeNull();
  });
});
