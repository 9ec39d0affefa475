import { describe, expect, it, vi } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.js';

/** A probe whose answers the test gives one at a time. */
function scriptedProbe() {
  const pending: ((answer: boolean) => void)[] = [];
  let calls = 0;
  return {
    probe: () =>
      new Promise<boolean>((resolve) => {
        calls += 1;
        pending.push(resolve);
      }),
    answer(value: boolean) {
      const next = pending.shift();
      if (!next) throw new Error('no probe is waiting');
      next(value);
    },
    get calls() {
      return calls;
    },
  };
}

/**
 * Waits until the breaker's loop has reached what `check` expects. Its next probe follows a timer, so a
 * fixed pause raced it: on a starved CPU the pause could end before the probe's timer had been set.
 */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 1 });

describe('the database circuit breaker', () => {
  it('opens on a timeout, tells every waiter, and closes when a probe answers', async () => {
    const script = scriptedProbe();
    let clock = 100;
    const changes: boolean[] = [];
    const breaker = new CircuitBreaker(script.probe, {
      probeEveryMs: 1,
      now: () => clock,
      onChange: (open) => changes.push(open),
    });
    const told: string[] = [];
    breaker.onOpen(() => told.push('first'));
    const stop = breaker.onOpen(() => told.push('second'));
    stop();

    expect(breaker.isOpen).toBe(false);
    breaker.trip(90);
    expect(breaker.isOpen).toBe(true);
    expect(told).toEqual(['first']);

    // A second timeout while open starts no second probe.
    breaker.trip(95);
    expect(script.calls).toBe(1);
    script.answer(false);
    await until(() => expect(script.calls).toBe(2));
    expect(breaker.isOpen).toBe(true);

    clock = 200;
    script.answer(true);
    await until(() => expect(breaker.isOpen).toBe(false));
    expect(changes).toEqual([true, false]);
  });

  it('ignores a timeout of an operation begun before it last closed (stale evidence)', async () => {
    const script = scriptedProbe();
    let clock = 10;
    const breaker = new CircuitBreaker(script.probe, { probeEveryMs: 1, now: () => clock });
    breaker.trip(5);
    clock = 50;
    script.answer(true);
    await until(() => expect(breaker.isOpen).toBe(false));

    breaker.trip(40);
    expect(breaker.isOpen).toBe(false);
    breaker.trip(60);
    expect(breaker.isOpen).toBe(true);
  });

  it('stops probing and opening once stopped', async () => {
    const script = scriptedProbe();
    const breaker = new CircuitBreaker(script.probe, { probeEveryMs: 1 });
    breaker.stop();
    breaker.trip(breaker.now());
    expect(breaker.isOpen).toBe(false);
    expect(script.calls).toBe(0);
  });
});
