import { useEffect, useState } from 'react';
import { GAP } from './use-grid-geometry';

/** Rows the windowed list draws beyond the screen on either side (windowed-grid.tsx draws as many). */
export const OVERSCAN = 3;

/**
 * The rows the grid draws until the windowed list's code has come (decision 0082): the first screen's
 * while the page is at its top, and once it is scrolled (by the customer, or by Back restoring a place)
 * those on screen and OVERSCAN either side, at the places the windowed list will give them. So the
 * customer sees the cards where they are before its code is in, the next page is asked for when they
 * near the end, and the windowed list takes over the same elements in the same places.
 */
export function useRowsBeforeWindowing(
  waiting: boolean,
  rowCount: number,
  rowHeight: number,
  offset: number,
) {
  const [y, setY] = useState(() => window.scrollY);
  useEffect(() => {
    if (!waiting) return;
    const read = () => setY(window.scrollY);
    // A place restored before this effect ran (the layout's scroll restoration runs first).
    read();
    window.addEventListener('scroll', read, { passive: true });
    return () => window.removeEventListener('scroll', read);
  }, [waiting]);

  const size = rowHeight + GAP;
  const [from, to] =
    y > 0
      ? [
          Math.max(0, Math.floor((y - offset) / size) - OVERSCAN),
          Math.min(rowCount, Math.ceil((y - offset + window.innerHeight) / size) + OVERSCAN),
        ]
      : // At the top: the first screen's rows only, so the first render's task stays short.
        [0, Math.min(rowCount, Math.ceil(window.innerHeight / size))];
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => ({
    index: from + i,
    top: (from + i) * size,
  }));
}
