import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_TIMEOUT_MS, LoadTimeoutError, withLoadTimeout } from './lazy-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazy-load time-out', () => {
  it('fails a load that hangs, after 120 s and not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    withLoadTimeout(() => new Promise<never>(() => {}))().catch(outcome);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(LoadTimeoutError));
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes through a load that succeeds or fails on its own', async () => {
    await expect(withLoadTimeout(async () => 'module')()).resolves.toBe('module');
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    await expect(withLoadTimeout(() => Promise.reject(chunkError))()).rejects.toBe(chunkError);
  });
});
