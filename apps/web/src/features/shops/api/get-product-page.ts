import type { Product } from '@jhola/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** A product as the paged catalogue gives it: pack sizes of one product share a familyKey. */
export type CatalogueProduct = Product & { familyKey?: string | null; packSize?: string | null };

export const CATALOGUE_SORTS = ['relevance', 'name', 'price_asc', 'price_desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
/** The catalogue key of each sort's name (the words are in ../locales). */
export const CATALOGUE_SORT_KEYS = {
  relevance: 'shops.sortRelevance',
  name: 'shops.sortName',
  price_asc: 'shops.sortPriceAsc',
  price_desc: 'shops.sortPriceDesc',
} as const satisfies Record<CatalogueSort, string>;
export const isCatalogueSort = (v: unknown): v is CatalogueSort =>
  typeof v === 'string' && (CATALOGUE_SORTS as readonly string[]).includes(v);

export interface CatalogueQuery {
  category: string;
  q: string;
  sort: CatalogueSort;
}

interface ProductPage {
  products: CatalogueProduct[];
  nextCursor: string | null;
  total: number;
  /** The search as typed found nothing: these products are for this corrected query. */
  didYouMean?: string | null;
}

/**
 * One page fills about two phone screens: the first screen arrives in a few KB whatever the size of the
 * catalogue (issue 16.2), and the next page is asked for before the customer reaches the end.
 */
export const PRODUCT_PAGE_SIZE = 48;

export const getProductPage = (
  shopId: string,
  query: CatalogueQuery,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  apiRequest<ProductPage>(`/shops/${encodeURIComponent(shopId)}/products`, {
    query: {
      limit: PRODUCT_PAGE_SIZE,
      cursor,
      category: query.category || undefined,
      q: query.q.trim() || undefined,
      sort: query.sort,
    },
    signal,
  }).then((page) => ({
    products: Array.isArray(page?.products) ? page.products : [],
    nextCursor: page?.nextCursor ?? null,
    total: typeof page?.total === 'number' ? page.total : 0,
    didYouMean: typeof page?.didYouMean === 'string' ? page.didYouMean : null,
  }));

export const productPagesQueryOptions = (shopId: string, query: CatalogueQuery) =>
  infiniteQueryOptions({
    queryKey: shopKeys.productPages(shopId, {
      category: query.category,
      q: query.q.trim(),
      sort: query.sort,
    }),
    queryFn: ({ pageParam, signal }) => getProductPage(shopId, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Coming back to a shop (Back from the cart) shows the pages already seen, at once.
    staleTime: 60_000,
  });

/** The pages so far; the previous result stays on screen while a new search or category loads. */
export const useProductPages = (shopId: string, query: CatalogueQuery) =>
  useInfiniteQuery({ ...productPagesQueryOptions(shopId, query), placeholderData: keepPreviousData });
