import { useLayoutEffect, useRef, useState } from 'react';
import type { ProductLayout } from './use-catalogue-params';
import { useColumns } from './use-columns';

/** The space between cards and between rows. */
export const GAP = 8;
/**
 * Card height below the picture, as product-card.tsx lays it out: padding and border, the name (its
 * margin and two lines), size, price over the struck MRP (with its margin), and the Add button (with its
 * margin). A row estimated as tall as it turns out needs no correction when it is measured (decision 0082).
 */
const CARD_TEXT_HEIGHT = 8 + 2 + (2 + 32) + 24 + (2 + 30) + (2 + 32);
/** The picture's width is the card's less its border and side padding. */
const PICTURE_INSET = 2 + 12;
const LIST_ROW_HEIGHT = 128;
/** The shop page's side padding (px-4 on each side). */
const PAGE_PADDING = 32;
/** Ask for the next page this many rows before the end, so it is usually there before it is needed. */
export const PREFETCH_ROWS = 4;

/**
 * The product grid's rows: how many columns at this width, each row's height (a card's picture is 4:3
 * of its width, its text below of a fixed height), and where the list starts on the page (measured by
 * `listRef`). The first rows and the windowed list (product-grid.tsx) lay the rows out alike from it, so
 * the one takes the other's place without a shift.
 */
export function useGridGeometry(count: number, layout: ProductLayout) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // The list's width before it is measured: the page's, less its padding (a phone's exact width).
  // Starting at 0 would draw the first rows for a zero-wide list and then again, in one long task.
  const [width, setWidth] = useState(() => Math.max(0, document.documentElement.clientWidth - PAGE_PADDING));
  const gridColumns = useColumns();
  const columns = layout === 'grid' ? gridColumns : 1;

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const update = () => {
      setOffset(el.getBoundingClientRect().top + window.scrollY);
      setWidth(el.clientWidth);
    };
    // The observer's first call comes after the browser's own layout of the page: measuring here at
    // once would force that layout (the first of the whole page) inside the first render's long task.
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const cardWidth = (width - GAP * (columns - 1)) / columns;
  const rowHeight =
    layout === 'grid'
      ? Math.round(((cardWidth - PICTURE_INSET) * 3) / 4 + CARD_TEXT_HEIGHT)
      : LIST_ROW_HEIGHT;
  return { listRef, offset, columns, rowCount: Math.ceil(count / columns), rowHeight };
}
