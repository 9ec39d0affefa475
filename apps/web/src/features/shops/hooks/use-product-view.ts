import {
  buildProductIndex,
  filterProducts,
  type Product,
  type ProductSort,
  productCategories,
  sortProducts,
} from '@jhola/domain';
import { useDeferredValue, useMemo, useState } from 'react';

export type ProductLayout = 'grid' | 'list';

/**
 * Search, category, sort and layout of the shop page, all on the loaded catalogue.
 * The sort and the lowercase search index are computed once per catalogue/sort (the index on the first
 * search); each keystroke is then only a substring scan, run at low priority (useDeferredValue) so
 * typing never waits for the list.
 */
export function useProductView(products: readonly Product[]) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<ProductSort>('name');
  const [layout, setLayout] = useState<ProductLayout>('grid');
  const deferredSearch = useDeferredValue(search);

  const categories = useMemo(() => productCategories(products), [products]);
  const sorted = useMemo(() => sortProducts(products, sort), [products, sort]);
  // The text index is only built once the customer searches: opening the shop does not pay for it.
  const searching = deferredSearch.trim() !== '';
  const index = useMemo(() => (searching ? buildProductIndex(sorted) : null), [sorted, searching]);
  const visible = useMemo(() => {
    if (index) return filterProducts(index, { search: deferredSearch, category });
    return category ? sorted.filter((p) => p.category === category) : sorted;
  }, [index, sorted, deferredSearch, category]);

  return {
    search,
    setSearch,
    category,
    setCategory,
    sort,
    setSort,
    layout,
    setLayout,
    categories,
    visible,
    /** True while the list still shows the result of an older keystroke. */
    stale: deferredSearch !== search,
    clearFilters: () => {
      setSearch('');
      setCategory('');
    },
  };
}
