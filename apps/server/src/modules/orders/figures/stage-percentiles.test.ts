import { describe, expect, it } from 'vitest';
import { type MinuteBucket, roundedPercentile, withOpenValues } from './stage-percentiles.js';

/** PostgreSQL's percentile_cont over every value, rounded as the console shows it (the reference). */
function percentileCont(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const h = p * (sorted.length - 1);
  const first = Math.floor(h);
  const second = Math.ceil(h);
  const low = sorted[first]!;
  const value = first === second ? low : low + (h - first) * (sorted[second]! - low);
  return Math.round(value);
}

/** What the roll-up writes for these values (per whole minute they round to: count, least, greatest). */
function rollUp(values: readonly number[]): MinuteBucket[] {
  return withOpenValues([], values);
}

/** A small deterministic generator, so a failure names its seed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('p50/p90 of a stage from its whole-minute roll-up', () => {
  it('answers what percentile_cont over every value answers, rounded', () => {
    for (let seed = 1; seed <= 400; seed += 1) {
      const random = generator(seed);
      const count = 1 + Math.floor(random() * 60);
      // Spreads from a few seconds to hours, values on whole and half minutes, and many equal ones.
      const spread = [0.2, 3, 40, 600][seed % 4]!;
      const values = Array.from({ length: count }, () => {
        const kind = random();
        if (kind < 0.15) return Math.round(random() * spread);
        if (kind < 0.3) return Math.round(random() * spread) + 0.5;
        return random() * spread;
      });
      const ended = values.slice(0, Math.ceil(count / 2));
      const open = values.slice(ended.length);
      // The ended ones rolled up per day (two days here), the open ones added at reading.
      const days = [rollUp(ended.filter((_, i) => i % 2 === 0)), rollUp(ended.filter((_, i) => i % 2 === 1))];
      const window = new Map<number, MinuteBucket>();
      for (const b of days.flat()) {
        const seen = window.get(b.bucket);
        window.set(
          b.bucket,
          seen
            ? {
                bucket: b.bucket,
                orders: seen.orders + b.orders,
                lowest: Math.min(seen.lowest, b.lowest),
                highest: Math.max(seen.highest, b.highest),
              }
            : b,
        );
      }
      const buckets = withOpenValues([...window.values()], open);
      for (const p of [0.5, 0.9])
        expect([seed, p, roundedPercentile(buckets, p)]).toEqual([seed, p, percentileCont(values, p)]);
    }
  });

  it('answers null without values, and the one value alone', () => {
    expect(roundedPercentile([], 0.5)).toBeNull();
    expect(roundedPercentile(withOpenValues([], [7.49]), 0.9)).toBe(7);
    expect(roundedPercentile(withOpenValues([], [4, 10]), 0.5)).toBe(7);
    expect(roundedPercentile(withOpenValues([], [4, 10]), 0.9)).toBe(9);
  });
});
