import type { Product } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * PRODUCT.md §12 "This instead": the same shop's products, from the paged catalogue the shop page reads
 * (GET /api/shops/:shopId/products), most like the item first (`like`: same kind, then same size). With
 * words, a search; without, the item's own category as suggestions. One page is plenty for a choice made
 * in the cart.
 */
export interface ReplacementSearch {
  shopId: string;
  q: string;
  category: string;
  /** The item's product: the server ranks by likeness to it and leaves it out. */
  like?: string | undefined;
}

export const REPLACEMENT_SEARCH_LIMIT = 20;
/** Fewer letters than this search nothing yet: one letter matches half the shop. */
export const MIN_SEARCH_LETTERS = 2;

export const replacementKeys = {
  search: (query: ReplacementSearch) => ['replacements', 'search', query] as const,
};

export const searchShopProducts = async (
  { shopId, q, category, like }: ReplacementSearch,
  signal?: AbortSignal,
) => {
  const page = await apiRequest<{ products?: Product[] }>(`/shops/${encodeURIComponent(shopId)}/products`, {
    query: {
      limit: REPLACEMENT_SEARCH_LIMIT,
      q: q || undefined,
      category: q ? undefined : category || undefined,
      like,
    },
    timeoutMs: 15_000,
    signal,
  });
  return Array.isArray(page?.products) ? page.products : [];
};

export const replacementSearchQueryOptions = (query: ReplacementSearch) =>
  queryOptions({
    queryKey: replacementKeys.search(query),
    queryFn: ({ signal }) => searchShopProducts(query, signal),
    staleTime: 60_000,
  });

/** Runs once there are enough letters, or with none at all when the item has a category to suggest from. */
export function useReplacementSearch(query: ReplacementSearch) {
  const q = query.q.trim();
  const ready = q.length >= MIN_SEARCH_LETTERS || (q.length === 0 && query.category !== '');
  return useQuery({
    ...replacementSearchQueryOptions({ ...query, q }),
    enabled: ready && query.shopId !== '',
    placeholderData: keepPreviousData,
  });
}
