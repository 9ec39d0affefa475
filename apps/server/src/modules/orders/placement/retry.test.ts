import { describe, expect, it } from 'vitest';
import { withTransactionRetry } from './retry.js';

const dbError = (code: string) => Object.assign(new Error(`database said ${code}`), { code });

describe('withTransactionRetry', () => {
  it('runs the work again after a deadlock or serialization failure', async () => {
    let calls = 0;
    const result = await withTransactionRetry(async () => {
      calls++;
      if (calls === 1) throw dbError('40P01');
      if (calls === 2) throw new Error('wrapped', { cause: dbError('40001') });
      return 'placed';
    });
    expect(result).toBe('placed');
    expect(calls).toBe(3);
  });

  it('does not retry any other failure', async () => {
    let calls = 0;
    const failing = withTransactionRetry(async () => {
      calls++;
      throw dbError('23505');
    });
    await expect(failing).rejects.toThrow('database said 23505');
    expect(calls).toBe(1);
  });

  it('gives up after the last attempt', async () => {
    let calls = 0;
    const failing = withTransactionRetry(async () => {
      calls++;
      throw dbError('40P01');
    }, 2);
    await expect(failing).rejects.toThrow('database said 40P01');
    expect(calls).toBe(2);
  });
});
