import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { GAP } from '../hooks/use-grid-geometry';
import { OVERSCAN } from '../hooks/use-rows-before-windowing';
import { measureWithoutLayout, observeWindowSize } from '../lib/window-list-without-layout';
import type { GridWindow } from './product-grid';

interface WindowingProps {
  rowCount: number;
  rowHeight: number;
  columns: number;
  /** Where the list starts on the page. */
  offset: number;
  /** Told the rows to draw (and how to measure them) whenever they change. */
  onWindow(view: GridWindow): void;
}

/**
 * Only the rows on screen (plus a few either side) are in the page, whatever has been loaded; the
 * window scrolls, so Back restores the position like any page. Rows are measured once drawn. It draws
 * nothing itself: it tells the grid (product-grid.tsx) which rows to draw and where, so the first rows,
 * drawn before this chunk and its virtualiser arrived, stay the same elements.
 */
export function Windowing({ rowCount, rowHeight, columns, offset, onWindow }: WindowingProps) {
  const settled = useRef(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        settled.current = true;
      });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight + GAP,
    overscan: OVERSCAN,
    scrollMargin: offset,
    // The virtualiser scrolls the window to where it thinks it is when it mounts, which would undo the
    // position Back just restored (the layout's scroll restoration): it may only scroll once the page
    // has settled. Its corrections are made at once, from where the window is: rows above the screen
    // measured taller or shorter than their estimate (as it takes over deep in the list, in its first
    // frames) would otherwise move what the customer sees, and leave it believing the window moved.
    scrollToFn: (to, options, instance) => {
      if (options.adjustments) window.scrollBy(0, options.adjustments);
      else if (settled.current) windowScroll(to, options, instance);
    },
    measureElement: measureWithoutLayout,
    // The window's size is read in the next frame (no forced layout); until then it is taken as it was
    // when the first rows were drawn (innerHeight forces none), so they stay while it takes over.
    observeElementRect: observeWindowSize,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure exactly when the row height changes
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, columns]);

  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const margin = virtualizer.options.scrollMargin;
  const rows = items.map((row) => `${row.index}:${row.start - margin}`).join(',');
  // Before the browser paints: the grid draws these rows in the same frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` stands for the items' indexes and places
  useLayoutEffect(() => {
    onWindow({
      rows: items.map((row) => ({ index: row.index, top: row.start - margin })),
      height: totalSize,
      measure: virtualizer.measureElement,
    });
  }, [rows, totalSize, onWindow]);
  return null;
}
