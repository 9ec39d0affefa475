import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves on every interval and stops when unmounted', () => {
    const { result, unmount } = renderHook(() => useNow(1_000));
    const first = result.current;
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(first + 1_000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
