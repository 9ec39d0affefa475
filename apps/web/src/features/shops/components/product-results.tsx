import type { Product } from '@jhola/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useColumns } from '../hooks/use-columns';
import type { ProductLayout } from '../hooks/use-product-view';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';

interface ProductResultsProps {
  products: readonly Product[];
  layout: ProductLayout;
  onAdd(product: Product): void;
}

const GAP = 12;
/** Card height below the 3:2 image: padding, name, description, tags, price block and button. */
const CARD_TEXT_HEIGHT = 24 + 60 + 32 + 20 + 56 + 44 + 4 * 5;
const LIST_ROW_HEIGHT = 148;

/**
 * Only the rows on screen (plus a few either side) are in the page, whatever the catalogue size:
 * a 5,000-product shop renders a few dozen cards. The window is the scroller, so the page scrolls as
 * usual; rows are positioned by the virtualiser and measured once drawn.
 */
export function ProductResults({ products, layout, onAdd }: ProductResultsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [width, setWidth] = useState(0);
  const gridColumns = useColumns();
  const columns = layout === 'grid' ? gridColumns : 1;
  const rowCount = Math.ceil(products.length / columns);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const update = () => {
      setOffset(el.getBoundingClientRect().top + window.scrollY);
      setWidth(el.clientWidth);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const cardWidth = (width - GAP * (columns - 1)) / columns;
  const rowHeight = layout === 'grid' ? Math.round((cardWidth * 2) / 3 + CARD_TEXT_HEIGHT) : LIST_ROW_HEIGHT;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight + GAP,
    overscan: layout === 'grid' ? 3 : 6,
    scrollMargin: offset,
  });

  // A new layout or width changes every row's height: forget the old measurements.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure exactly when the row height changes
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, columns]);

  return (
    <div ref={listRef} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((row) => {
        const start = row.index * columns;
        const items = products.slice(start, start + columns);
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
              {items.map((product) => (
                <li key={product._id}>
                  {layout === 'grid' ? (
                    <ProductCard product={product} onAdd={onAdd} />
                  ) : (
                    <ProductRow product={product} onAdd={onAdd} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
