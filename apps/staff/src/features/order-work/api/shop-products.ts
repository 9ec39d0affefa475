import type { ProductPage } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { staffKeys } from '../../../lib/staff-keys';

/** One screen of results in the aisle; typing more narrows it. */
export const REPLACEMENT_RESULTS = 20;

/**
 * GET /shops/:shopId/products?q=&like=: the shop's active products matching the search, best match first
 * and, among equal matches, most like the missing item (`like`, its product: same kind, then same size).
 */
export const searchShopProducts = (shopId: string, q: string, like?: string) =>
  apiRequest<ProductPage>(`/shops/${encodeURIComponent(shopId)}/products`, {
    query: { q: q.trim() || undefined, limit: REPLACEMENT_RESULTS, like },
  });

export const shopProductSearchQuery = (shopId: string, q: string, like?: string) =>
  queryOptions({
    queryKey: staffKeys.shopProductSearch(shopId, q.trim(), like ?? ''),
    queryFn: () => searchShopProducts(shopId, q, like),
    staleTime: 30_000,
    // The old results stay on screen (marked as updating) while the next search runs.
    placeholderData: keepPreviousData,
  });

export const useShopProductSearch = (shopId: string, q: string, like?: string) =>
  useQuery(shopProductSearchQuery(shopId, q, like));

/** The picture a product row shows: its first image, if any. */
export const productImage = (product: { images: readonly string[] }): string | null =>
  product.images[0] ?? null;
