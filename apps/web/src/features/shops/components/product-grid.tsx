import type { Product } from '@jhola/domain';
import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CatalogueProduct } from '../api/get-product-page';
import type { ProductLayout } from '../hooks/use-catalogue-params';
import { useColumns } from '../hooks/use-columns';
import { FIRST_SCREEN_ROWS } from '../lib/grid-columns';
import type { ProductFamily } from '../lib/product-families';
import { measureWithoutLayout, observeWindowSize } from '../lib/window-list-without-layout';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';

interface ProductGridProps {
  families: readonly ProductFamily[];
  layout: ProductLayout;
  onAdd(product: Product): void;
  onOpen?: ((product: CatalogueProduct) => void) | undefined;
  closedText: string | null;
  /** Called when the customer nears the end of what is loaded (the next page is then fetched). */
  onNearEnd(): void;
}

const GAP = 8;
/** Card height below the picture: padding, name, size, price over the struck MRP, and the Add button. */
const CARD_TEXT_HEIGHT = 8 + 2 + 32 + 24 + 32 + 34;
const LIST_ROW_HEIGHT = 128;
/** The shop page's side padding (px-4 on each side). */
const PAGE_PADDING = 32;
/** Ask for the next page this many rows before the end, so it is usually there before it is needed. */
const PREFETCH_ROWS = 4;

/**
 * Only the rows on screen (plus a few either side) are in the page, whatever has been loaded; the
 * window scrolls, so Back restores the position like any page. Rows are measured once drawn.
 */
export function ProductGrid({ families, layout, onAdd, onOpen, closedText, onNearEnd }: ProductGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // The list's width before it is measured: the page's, less its padding (a phone's exact width).
  // Starting at 0 would draw the first rows for a zero-wide list and then again, in one long task.
  const [width, setWidth] = useState(() => Math.max(0, document.documentElement.clientWidth - PAGE_PADDING));
  const settled = useRef(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        settled.current = true;
      });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const gridColumns = useColumns();
  const columns = layout === 'grid' ? gridColumns : 1;
  const rowCount = Math.ceil(families.length / columns);

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
    layout === 'grid' ? Math.round(((cardWidth - 12) * 3) / 4 + CARD_TEXT_HEIGHT) : LIST_ROW_HEIGHT;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight + GAP,
    overscan: 3,
    scrollMargin: offset,
    // The virtualiser scrolls the window to where it thinks it is when it mounts, which would undo the
    // position Back just restored (the layout's scroll restoration): it may only scroll once the page
    // has settled.
    scrollToFn: (to, options, instance) => {
      if (settled.current) windowScroll(to, options, instance);
    },
    measureElement: measureWithoutLayout,
    // Until the next frame tells the window's size, the first render draws the first rows and the
    // overscan only (about a phone's screen): the first task stays short, the rest follows.
    observeElementRect: observeWindowSize,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure exactly when the row height changes
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, columns]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rowCount > 0 && lastIndex >= rowCount - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, rowCount, onNearEnd]);

  const Item = layout === 'grid' ? ProductCard : ProductRow;
  return (
    <div ref={listRef} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {items.map((row) => {
        const start = row.index * columns;
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className="absolute inset-x-0 top-0"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              paddingBottom: GAP,
            }}
          >
            <ul
              className="grid"
              style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP }}
            >
              {families.slice(start, start + columns).map((family) => (
                <li key={family.key} className="min-w-0">
                  <Item
                    family={family}
                    onAdd={onAdd}
                    onOpen={onOpen}
                    closedText={closedText}
                    priority={row.index < FIRST_SCREEN_ROWS}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
