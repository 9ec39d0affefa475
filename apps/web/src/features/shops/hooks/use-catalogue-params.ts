import { useCallback } from 'react';
import { usePageSearchParams } from '../../../lib/use-page-search-params';
import { type CatalogueQuery, isCatalogueSort } from '../api/get-product-page';
import { useSearchBox } from './use-search-box';

export type ProductLayout = 'grid' | 'list';

/**
 * The shop page's search, category, sort and layout live in the URL (?q=&category=&sort=&view=), so
 * Back, reload and a link from the home search all land on the same view. The search box shows what is
 * typed at once; the server is asked once per pause in typing.
 */
export function useCatalogueParams() {
  const [params, setParams] = usePageSearchParams();
  const sort = params.get('sort');
  const query: CatalogueQuery = {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    sort: isCatalogueSort(sort) ? sort : 'relevance',
  };
  const layout: ProductLayout = params.get('view') === 'list' ? 'list' : 'grid';

  const update = useCallback(
    (next: Record<string, string>) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (
              value.trim() &&
              !(key === 'sort' && value === 'relevance') &&
              !(key === 'view' && value === 'grid')
            )
              out.set(key, value.trim());
            else out.delete(key);
          }
          return out;
        },
        // A filter change is not a new page: keep the scroll position and one history entry.
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const writeSearch = useCallback((q: string) => update({ q }), [update]);
  const [searchInput, setSearchInput] = useSearchBox(query.q, writeSearch);

  return {
    query,
    layout,
    searchInput,
    setSearchInput,
    setCategory: (category: string) => update({ category }),
    setSort: (value: string) => update({ sort: value }),
    setLayout: (view: ProductLayout) => update({ view }),
    /** The search typed so far and the server's answer differ: the list is about to change. */
    typing: searchInput.trim() !== query.q,
    clear: () => {
      setSearchInput('');
      update({ q: '', category: '' });
    },
  };
}
