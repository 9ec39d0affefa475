import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { JobRepository } from './repository.js';
import { type JobHandler, JobRunner, type RecurringJob, type RetryPolicy } from './runner.js';

/**
 * The job runner on real SQL (PGlite, and PostgreSQL where two runners really overlap): two runners
 * stand for two processes sharing one database.
 */
let t: TestApp;
let clock = Date.now();
const now = () => new Date(clock);

beforeAll(async () => {
  t = await createTestApp();
  // The app's own runner would claim these tests' jobs without their handlers.
  await t.app.jobs.stop();
});
afterAll(async () => {
  await t?.close();
});

const runnerWith = (
  handlers: Record<string, JobHandler>,
  recurring: RecurringJob[] = [],
  timeoutMs = 5000,
  retries: Record<string, Partial<RetryPolicy>> = {},
) =>
  new JobRunner(t.app.ctx.db, now, t.app.log, handlers, recurring, {
    pollMs: 60_000,
    timeoutMs,
    baseDelayMs: 1000,
    retries,
  });
const repo = () => new JobRepository(t.app.ctx.db);

describe('the job runner', () => {
  it('runs each due job exactly once across two runners, and not before it is due', async () => {
    const runs = new Map<string, number>();
    const count: JobHandler = async (payload) => {
      const key = String(payload.n);
      runs.set(key, (runs.get(key) ?? 0) + 1);
    };
    const [a, b] = [runnerWith({ 'test.count': count }), runnerWith({ 'test.count': count })];
    for (let n = 0; n < 25; n++)
      await repo().schedule({ kind: 'test.count', key: `c${n}`, payload: { n }, runAt: now() }, now());
    await repo().schedule(
      { kind: 'test.count', key: 'later', payload: { n: 'later' }, runAt: new Date(clock + 60_000) },
      now(),
    );

    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(runs.size).toBe(25);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect((await repo().find('test.count', 'c7'))?.doneAt).toBeInstanceOf(Date);
    expect(runs.has('later')).toBe(false);
  });

  it('retries a failing job with a growing delay, then finishes it', async () => {
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls += 1;
      if (calls < 3) throw new Error(`failure ${calls}`);
    };
    const runner = runnerWith({ 'test.flaky': flaky });
    await repo().schedule({ kind: 'test.flaky', key: 'f', runAt: now() }, now());

    await runner.runDue();
    const first = await repo().find('test.flaky', 'f');
    expect(first).toMatchObject({ attempts: 1, lastError: 'failure 1', doneAt: null, lockedUntil: null });
    expect(first!.runAt.getTime() - clock).toBe(1000);

    await runner.runDue(); // not yet due again
    expect(calls).toBe(1);
    clock += 1000;
    await runner.runDue();
    const second = await repo().find('test.flaky', 'f');
    expect(second).toMatchObject({ attempts: 2, lastError: 'failure 2' });
    expect(second!.runAt.getTime() - clock).toBe(2000);

    clock += 2000;
    await runner.runDue();
    expect(await repo().find('test.flaky', 'f')).toMatchObject({ attempts: 3, lastError: null });
    expect((await repo().find('test.flaky', 'f'))?.doneAt).toBeInstanceOf(Date);
  });

  it('retries a kind on its own policy, tells the handler its last attempt, and then gives the job up', async () => {
    const seen: boolean[] = [];
    const refused: JobHandler = async (_payload, _job, attempt) => {
      seen.push(attempt.lastAttempt);
      throw new Error('refused');
    };
    const runner = runnerWith({ 'test.refused': refused }, [], 5000, {
      'test.refused': { maxAttempts: 3, baseDelayMs: 30_000, capMs: 45_000 },
    });
    await repo().schedule({ kind: 'test.refused', key: 'r', runAt: now() }, now());
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runner.runDue();
      const job = await repo().find('test.refused', 'r');
      if (job!.doneAt) break;
      delays.push(job!.runAt.getTime() - clock);
      clock = job!.runAt.getTime();
    }
    expect(delays).toEqual([30_000, 45_000]);
    expect(seen).toEqual([false, false, true]);
    expect(await repo().find('test.refused', 'r')).toMatchObject({ attempts: 3, lastError: 'refused' });
    expect((await repo().find('test.refused', 'r'))?.doneAt).toBeInstanceOf(Date);
  });

  it('runs a job made due now at once when kicked, without waiting for its poll', async () => {
    const ran: string[] = [];
    const runner = runnerWith({ 'test.now': async (payload) => void ran.push(String(payload.n)) });
    await runner.start();
    try {
      // The first look is a 0 ms timer; once it has fired and finished, the next is a minute away.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await runner.idle();
      await repo().schedule({ kind: 'test.now', key: 'k', payload: { n: 'k' }, runAt: now() }, now());
      expect(ran).toEqual([]);
      runner.kick();
      await runner.idle();
      expect(ran).toEqual(['k']);
    } finally {
      await runner.stop();
    }
  });

  it('gives up on a job that never finishes within its time-out, recording why', async () => {
    const hang: JobHandler = () => new Promise(() => undefined);
    const runner = runnerWith({ 'test.hang': hang }, [], 50);
    await repo().schedule({ kind: 'test.hang', key: 'h', runAt: now() }, now());
    await runner.runDue();
    const row = await repo().find('test.hang', 'h');
    expect(row?.lastError).toMatch(/did not finish within 50 ms/);
    expect(row?.doneAt).toBeNull();
  });

  it('claims a job again when the process that held it died (its lease lapsed)', async () => {
    const ran: string[] = [];
    await repo().schedule({ kind: 'test.orphan', key: 'o', runAt: now() }, now());
    // A process claimed it and vanished without finishing.
    await repo().claimDue(now(), new Date(clock + 30_000), 10);
    const survivor = runnerWith({ 'test.orphan': async () => void ran.push('o') });
    await survivor.runDue();
    expect(ran).toEqual([]);
    clock += 30_000;
    await survivor.runDue();
    expect(ran).toEqual(['o']);
  });

  it('runs a recurring job once per period across runners, moving it ahead each time', async () => {
    let sweeps = 0;
    const sweep: RecurringJob = {
      kind: 'test.sweep',
      everyMs: 60_000,
      run: async () => {
        sweeps += 1;
      },
    };
    const [a, b] = [runnerWith({}, [sweep]), runnerWith({}, [sweep])];
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(sweeps).toBe(0);
    clock += 60_000;
    await Promise.all([a.runDue(), b.runDue()]);
    expect(sweeps).toBe(1);
    const row = await repo().find('test.sweep', 'recurring');
    expect(row).toMatchObject({ attempts: 0, doneAt: null });
    expect(row!.runAt.getTime()).toBe(clock + 60_000);
    clock += 60_000;
    await Promise.all([b.runDue(), a.runDue()]);
    expect(sweeps).toBe(2);
  });
});
