import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchBox } from './use-search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function searchBox(inUrl = '') {
  const written: string[] = [];
  const write = (value: string) => written.push(value);
  const hook = renderHook(({ url }) => useSearchBox(url, write), { initialProps: { url: inUrl } });
  const type = (text: string) => act(() => hook.result.current[1](text));
  const pause = () => act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  const urlBecomes = (url: string) => hook.rerender({ url });
  return { hook, written, type, pause, urlBecomes, box: () => hook.result.current[0] };
}

describe('useSearchBox', () => {
  it('writes what is typed into the URL once typing pauses, once per pause', () => {
    const { written, type, pause } = searchBox();
    type('a');
    type('ata');
    pause();
    expect(written).toEqual(['ata']);
  });

  it('keeps the customer’s newer typing when its own older write reaches the URL late', () => {
    const { written, type, pause, urlBecomes, box } = searchBox();
    type('Amul Butter');
    pause();
    expect(written).toEqual(['Amul Butter']);
    // Cleared before the page had rendered that write (a slow phone).
    type('');
    urlBecomes('Amul Butter');
    expect(box()).toBe('');
    pause();
    expect(written).toEqual(['Amul Butter', '']);
  });

  it('follows the URL when it changes by other means (Back), keeping a trailing space being typed', () => {
    const { written, type, urlBecomes, box } = searchBox('milk');
    urlBecomes('bread');
    expect(box()).toBe('bread');
    type('bread ');
    urlBecomes('bread');
    expect(box()).toBe('bread ');
    expect(written).toEqual([]);
  });
});
