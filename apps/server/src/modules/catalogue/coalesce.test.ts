import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalesce.js';

describe('Coalescer', () => {
  it('shares a read in flight, and reads afresh once it has settled', async () => {
    const coalescer = new Coalescer<number>();
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = async () => {
      reads += 1;
      await gate;
      return reads;
    };
    const together = [coalescer.run('k', read), coalescer.run('k', read), coalescer.run('other', read)];
    release();
    expect(await Promise.all(together)).toEqual([2, 2, 2]);
    expect(reads).toBe(2);
    expect(await coalescer.run('k', read)).toBe(3);
  });

  it('does not keep a failure', async () => {
    const coalescer = new Coalescer<string>();
    await expect(coalescer.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await coalescer.run('k', async () => 'up')).toBe('up');
  });
});
