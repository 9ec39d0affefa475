import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './debounce';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('settles on the last value once changes pause', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'r' },
    });
    rerender({ value: 'ri' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'ric' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('r');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('ric');
  });
});
