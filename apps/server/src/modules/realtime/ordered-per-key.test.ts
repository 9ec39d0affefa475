import { describe, expect, it } from 'vitest';
import { orderedPerKey } from './ordered-per-key.js';

/** A task that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('pushes ordered per order', () => {
  it("keeps one order's pushes in order, and lets another order's pass a slow one", async () => {
    const run = orderedPerKey(() => {});
    const done: string[] = [];
    const slowRead = gate();
    const first = run('order-a', async () => {
      await slowRead.opened;
      done.push('a1');
    });
    const second = run('order-a', async () => {
      done.push('a2');
    });
    const other = run('order-b', async () => {
      done.push('b1');
    });
    await other;
    expect(done).toEqual(['b1']);
    slowRead.open();
    await Promise.all([first, second]);
    expect(done).toEqual(['b1', 'a1', 'a2']);
  });

  it('goes on after a failed push, and reports the failure', async () => {
    const errors: unknown[] = [];
    const run = orderedPerKey((error) => errors.push(error));
    const done: string[] = [];
    await run('order-a', async () => {
      throw new Error('read failed');
    });
    await run('order-a', async () => {
      done.push('a2');
    });
    expect(done).toEqual(['a2']);
    expect(errors).toHaveLength(1);
  });
});
