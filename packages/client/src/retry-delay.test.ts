import { describe, expect, it } from 'vitest';
import { fullJitterDelayMs } from './retry-delay.js';

describe('fullJitterDelayMs', () => {
  it('draws between 0 and base × 2^attempt, never past the cap', () => {
    expect(fullJitterDelayMs(0, 1000, 8000, () => 0)).toBe(0);
    expect(fullJitterDelayMs(0, 1000, 8000, () => 0.999)).toBe(999);
    expect(fullJitterDelayMs(2, 1000, 8000, () => 0.5)).toBe(2000);
    expect(fullJitterDelayMs(10, 1000, 8000, () => 0.999)).toBeLessThan(8000);
  });

  it('spreads the waits of many clients instead of one shared second', () => {
    const draws = new Set(Array.from({ length: 100 }, () => fullJitterDelayMs(1, 1000, 8000)));
    expect(draws.size).toBeGreaterThan(50);
  });
});
