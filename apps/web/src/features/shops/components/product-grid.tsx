import type { Product } from '@jhola/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withLoadTimeout } from '../../../lib/lazy-load';
import type { CatalogueProduct } from '../api/get-product-page';
import type { ProductLayout } from '../hooks/use-catalogue-params';
import { GAP, PREFETCH_ROWS, useGridGeometry } from '../hooks/use-grid-geometry';
import { useRowsBeforeWindowing } from '../hooks/use-rows-before-windowing';
import type { ProductFamily } from '../lib/product-families';
import { GridRow } from './grid-row';

interface ProductGridProps {
  families: readonly ProductFamily[];
  layout: ProductLayout;
  onAdd(product: Product): void;
  onOpen?: ((product: CatalogueProduct) => void) | undefined;
  closedText: string | null;
  /** Called when the customer nears the end of what is loaded (the next page is then fetched). */
  onNearEnd(): void;
}

/** The rows the windowed list has on screen (with a few either side), where, and how it measures them. */
export interface GridWindow {
  rows: { index: number; top: number }[];
  height: number;
  measure(element: Element | null): void;
}

/** Set once the windowed list's code is in: a shop opened again (Back) windows its list at once. */
let windowingLoaded = false;
const Windowing = lazy(
  withLoadTimeout(() =>
    import('./windowed-grid').then((m) => {
      windowingLoaded = true;
      return { default: m.Windowing };
    }),
  ),
);

/** What the customer does that may move the list: the windowed list's code is fetched at the first. */
const MOVES = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The shop's products, a card per family, in rows laid out by useGridGeometry. A long list keeps only the
 * rows on screen in the page (windowed-grid.tsx, with the virtualiser `@tanstack/virtual-core`, 8 KiB of
 * brotli); until it has come the grid draws the rows on screen itself (useRowsBeforeWindowing; issue 47,
 * decision 0082), and its code is fetched at the customer's first scroll, tap or key, not with the page. The rows stay the same elements
 * when it takes over (a size chosen or a tap under way is kept); a page already scrolled (Back restored
 * its position) or a shop opened again windows at once.
 */
export function ProductGrid({ families, onNearEnd, ...item }: ProductGridProps) {
  const { listRef, offset, columns, rowCount, rowHeight } = useGridGeometry(families.length, item.layout);
  const [moved, setMoved] = useState(() => windowingLoaded || window.scrollY > 0);
  const [view, setView] = useState<GridWindow | null>(null);
  useEffect(() => {
    if (moved) return;
    const start = () => setMoved(true);
    // Scrolled before this effect ran (Back or a reload restoring a place): no scroll event may follow.
    if (window.scrollY > 0) return start();
    for (const event of MOVES) window.addEventListener(event, start, { passive: true, once: true });
    return () => {
      for (const event of MOVES) window.removeEventListener(event, start);
    };
  }, [moved]);

  // Until the windowed list has told its rows: those on screen, where it will put them.
  const before = useRowsBeforeWindowing(view === null, rowCount, rowHeight, offset);
  const rows = view?.rows ?? before;
  const lastIndex = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rowCount > 0 && lastIndex >= rowCount - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, rowCount, onNearEnd]);

  return (
    <div
      ref={listRef}
      // The browser keeps what is on screen in place when something above the list grows (an order's
      // answer bar joins the header) by following the list's parent, not a card: a card's row changes
      // place and height as the windowed list measures and replaces rows, and any such change in that
      // frame would cancel the browser's correction. Corrections inside the list are the windowed
      // list's own (windowed-grid.tsx).
      style={{
        height: view?.height ?? rowCount * (rowHeight + GAP),
        position: 'relative',
        overflowAnchor: 'none',
      }}
    >
      {moved ? (
        <Suspense fallback={null}>
          <Windowing
            rowCount={rowCount}
            rowHeight={rowHeight}
            columns={columns}
            offset={offset}
            onWindow={setView}
          />
        </Suspense>
      ) : null}
      {rows.map((row) => (
        <GridRow
          key={row.index}
          rowRef={view?.measure}
          index={row.index}
          top={row.top}
          families={families}
          columns={columns}
          {...item}
        />
      ))}
    </div>
  );
}
