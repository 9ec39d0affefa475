import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

export interface CategoryCount {
  name: string;
  count: number;
  /** Its Hindi name, when the catalogue has one (issue 47). */
  nameHi?: string;
}

/** GET /api/shops/:shopId/categories: the shop's categories with their product counts, for the rail. */
export const getProductCategories = (shopId: string, signal?: AbortSignal) =>
  apiRequest<{ categories?: CategoryCount[] }>(`/shops/${encodeURIComponent(shopId)}/categories`, {
    signal,
  }).then((data) => (Array.isArray(data?.categories) ? data.categories : []));

export const productCategoriesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: shopKeys.productCategories(shopId),
    queryFn: ({ signal }) => getProductCategories(shopId, signal),
    staleTime: 5 * 60_000,
  });

export const useProductCategories = (shopId: string) => useQuery(productCategoriesQueryOptions(shopId));
