import { describe, expect, it } from 'vitest';
import { MemoryAddressLimiter } from './address-limiter.js';

describe('MemoryAddressLimiter', () => {
  it('allows max attempts per address in the window, then refuses until the window ends', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const limiter = new MemoryAddressLimiter(2, 60_000, () => now);
    expect(await limiter.hit('a@x.test')).toBe(true);
    expect(await limiter.hit('a@x.test')).toBe(true);
    expect(await limiter.isBlocked('a@x.test')).toBe(true);
    expect(await limiter.hit('a@x.test')).toBe(false);
    expect(await limiter.isBlocked('b@x.test')).toBe(false);
    now = new Date(now.getTime() + 60_000);
    expect(await limiter.isBlocked('a@x.test')).toBe(false);
  });

  it('stays bounded under a spray of made-up addresses within one window', async () => {
    const now = new Date();
    const limiter = new MemoryAddressLimiter(5, 15 * 60_000, () => now, 1000);
    for (let i = 0; i < 50_000; i++) await limiter.hit(`spray-${i}@x.test`);
    expect(limiter.size).toBeLessThanOrEqual(1000);
    // The newest addresses are still counted.
    expect(await limiter.hit('spray-49999@x.test')).toBe(true);
  });
});
