import { useCallback } from 'react';
import { usePageSearchParams } from '../../../lib/use-page-search-params';
import type { ShopFilters } from '../api/get-shops';
import { useSearchBox } from './use-search-box';

/**
 * The home filters live in the URL (?search=…&category=…) so refresh, back and shared links keep them.
 * `searchInput` is what the box shows right now; `filters` is what the server is asked (debounced).
 */
export function useShopFilters() {
  const [params, setParams] = usePageSearchParams();
  const filters: ShopFilters = { search: params.get('search') ?? '', category: params.get('category') ?? '' };

  const update = useCallback(
    (next: Partial<Pick<ShopFilters, 'search' | 'category'>>) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value?.trim()) out.set(key, value.trim());
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  const writeSearch = useCallback((search: string) => update({ search }), [update]);
  const [searchInput, setSearchInput] = useSearchBox(filters.search, writeSearch);

  return {
    filters,
    searchInput,
    setSearchInput,
    setCategory: (category: string) => update({ category }),
    clear: () => {
      setSearchInput('');
      update({ search: '', category: '' });
    },
    hasFilters: Boolean(filters.search || filters.category),
  };
}
