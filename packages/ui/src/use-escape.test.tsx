import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEscape } from './use-escape';

describe('useEscape', () => {
  it('calls back on Escape only while active, and not for other keys', () => {
    const onEscape = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useEscape(active, onEscape), {
      initialProps: { active: false },
    });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
    rerender({ active: true });
    fireEvent.keyDown(window, { key: 'Enter' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
