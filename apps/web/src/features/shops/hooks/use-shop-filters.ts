import { useCallback, useEffect, useState } from 'react';
import { usePageSearchParams } from '../../../lib/use-page-search-params';
import type { ShopFilters } from '../api/get-shops';

/** Typing waits this long before asking the server, so one search is sent per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The home filters live in the URL (?search=…&category=…) so refresh, back and shared links keep them.
 * `searchInput` is what the box shows right now; `filters` is what the server is asked (debounced).
 */
export function useShopFilters() {
  const [params, setParams] = usePageSearchParams();
  const filters: ShopFilters = { search: params.get('search') ?? '', category: params.get('category') ?? '' };
  const [searchInput, setSearchInput] = useState(filters.search);

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

  // Back/forward changed the URL: show its search in the box (keeping a trailing space being typed).
  useEffect(
    () => setSearchInput((typed) => (typed.trim() === filters.search ? typed : filters.search)),
    [filters.search],
  );

  useEffect(() => {
    if (searchInput.trim() === filters.search) return;
    const timer = setTimeout(() => update({ search: searchInput }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, filters.search, update]);

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
