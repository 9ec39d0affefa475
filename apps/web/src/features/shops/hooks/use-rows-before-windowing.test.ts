import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { GAP } from './use-grid-geometry';
import { OVERSCAN, useRowsBeforeWindowing } from './use-rows-before-windowing';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
afterEach(() => scrollTo(0));

/**
 * Issue 47: scrolled deep before the windowed list's code has come, the grid drew the first screen's rows
 * at the top of the list and none where the customer was; the windowed list then replaced them, so the
 * cards first drawn were gone. It draws the rows on screen, at the windowed list's places, as it will.
 */
it('draws the first screen at the top, then the rows on screen wherever the customer scrolls', () => {
  const rowHeight = 200;
  const size = rowHeight + GAP;
  const offset = 300;
  const { result } = renderHook(() => useRowsBeforeWindowing(true, 100, rowHeight, offset));
  expect(result.current.map((row) => row.index)).toEqual([0, 1, 2, 3]);

  act(() => scrollTo(5000));
  const indexes = result.current.map((row) => row.index);
  const onScreen: number[] = [];
  for (let index = 0; index < 100; index++) {
    const top = offset + index * size;
    if (top < 5000 + window.innerHeight && top + size > 5000) onScreen.push(index);
  }
  expect(indexes).toEqual([
    ...Array.from({ length: OVERSCAN }, (_, i) => onScreen[0]! - OVERSCAN + i),
    ...onScreen,
    ...Array.from({ length: OVERSCAN }, (_, i) => onScreen.at(-1)! + 1 + i),
  ]);
  for (const row of result.current) expect(row.top).toBe(row.index * size);
});

it('draws where a place restored before it ran is, with no scroll event after', () => {
  Object.defineProperty(window, 'scrollY', { value: 5000, configurable: true });
  const { result } = renderHook(() => useRowsBeforeWindowing(true, 100, 200, 300));
  expect(result.current[0]!.index).toBeGreaterThan(15);
});
