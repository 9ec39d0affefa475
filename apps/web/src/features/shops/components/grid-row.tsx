import type { Product } from '@jhola/domain';
import type { Ref } from 'react';
import type { CatalogueProduct } from '../api/get-product-page';
import type { ProductLayout } from '../hooks/use-catalogue-params';
import { GAP } from '../hooks/use-grid-geometry';
import { FIRST_SCREEN_ROWS } from '../lib/grid-columns';
import type { ProductFamily } from '../lib/product-families';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';

interface GridItemProps {
  layout: ProductLayout;
  onAdd(product: Product): void;
  onOpen?: ((product: CatalogueProduct) => void) | undefined;
  closedText: string | null;
}

interface GridRowProps extends GridItemProps {
  index: number;
  /** Its top, from the list's. */
  top: number;
  families: readonly ProductFamily[];
  columns: number;
  rowRef?: Ref<HTMLDivElement> | undefined;
}

/** One row of the product grid (a card per family, or one row of the list), placed at `top`. */
export function GridRow({ index, top, families, columns, rowRef, layout, ...item }: GridRowProps) {
  const Item = layout === 'grid' ? ProductCard : ProductRow;
  const start = index * columns;
  return (
    <div
      ref={rowRef}
      data-index={index}
      className="absolute inset-x-0 top-0"
      style={{ transform: `translateY(${top}px)`, paddingBottom: GAP }}
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP }}>
        {families.slice(start, start + columns).map((family) => (
          <li key={family.key} className="min-w-0">
            <Item family={family} {...item} priority={index < FIRST_SCREEN_ROWS} />
          </li>
        ))}
      </ul>
    </div>
  );
}
