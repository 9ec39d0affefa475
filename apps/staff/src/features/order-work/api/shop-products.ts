import type { ProductPage } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** One screen of results in the aisle; typing more narrows it. */
export const REPLACEMENT_RESULTS = 20;

/** GET /shops/:shopId/products?q=: the shop's active products matching the search, best match first. */
export const searchShopProducts = (shopId: string, q: string) =>
  apiRequest<ProductPage>(`/shops/${encodeURIComponent(shopId)}/products`, {
    query: { q: q.trim() || undefined, limit: REPLACEMENT_RESULTS },
  });

export const shopProductSearchQuery = (shopId: string, q: string) =>
  queryOptions({
    queryKey: ['staff', 'shop-products', shopId, q.trim()],
    queryFn: () => searchShopProducts(shopId, q),
    staleTime: 30_000,
    // The old results stay on screen (marked as updating) while the next search runs.
    placeholderData: keepPreviousData,
  });

export const useShopProductSearch = (shopId: string, q: string) =>
  useQuery(shopProductSearchQuery(shopId, q));

/** The picture a product row shows: its first image, if any. */
export const productImage = (product: { images: readonly string[] }): string | null =>
  product.images[0] ?? null;
