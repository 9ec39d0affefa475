import { describe, expect, it } from 'vitest';
import { PerShopKept } from './per-shop-kept.js';

const MINUTE = 60_000;

/** A kept value over a counted read, a clock moved by hand and a shop version set by hand. */
function keptWords() {
  let now = Date.parse('2026-01-05T10:00:00Z');
  let version: number | undefined = 1;
  let reads = 0;
  const kept = new PerShopKept(
    async () => {
      reads += 1;
      return `words of read ${reads}`;
    },
    () => new Date(now),
    MINUTE,
    () => version,
  );
  return {
    of: () => kept.of('shop'),
    warm: () => kept.warm('shop'),
    reads: () => reads,
    later: (ms: number) => {
      now += ms;
    },
    setVersion: (next: number | undefined) => {
      version = next;
    },
  };
}

describe('PerShopKept', () => {
  it("keeps a value read at the version that is still the shop's, however old", async () => {
    const words = keptWords();
    expect(await words.of()).toBe('words of read 1');
    words.later(10 * MINUTE);
    expect(await words.of()).toBe('words of read 1');
    expect(words.reads()).toBe(1);
  });

  it('reads again in the background once the version moved and the value is a minute old', async () => {
    const words = keptWords();
    await words.of();
    words.setVersion(2);
    words.later(MINUTE - 1000);
    expect(await words.of()).toBe('words of read 1');
    expect(words.reads()).toBe(1);
    words.later(2000);
    // The kept value answers while the newer one is read; the next use has it.
    expect(await words.of()).toBe('words of read 1');
    await expect.poll(words.of).toBe('words of read 2');
    expect(words.reads()).toBe(2);
  });

  it('reads again every minute while the version is not known', async () => {
    const words = keptWords();
    await words.of();
    words.setVersion(undefined);
    words.later(MINUTE + 1000);
    await words.of();
    await expect.poll(words.of).toBe('words of read 2');
  });

  it('reads ahead when warmed, once: the use that needs the value finds that read', async () => {
    const words = keptWords();
    words.warm();
    words.warm();
    expect(words.reads()).toBe(1);
    expect(await words.of()).toBe('words of read 1');
    expect(words.reads()).toBe(1);
  });
});
