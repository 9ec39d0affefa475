import type { ShopCategory } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** GET /categories: the categories of active shops, for the home category filter. */
export const getShopCategories = (signal?: AbortSignal) =>
  apiRequest<{ categories: ShopCategory[] }>('/categories', { timeoutMs: 10_000, signal }).then(
    (data) => data?.categories ?? [],
  );

export const shopCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.categories(),
    queryFn: ({ signal }) => getShopCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useShopCategoriesQuery = () => useQuery(shopCategoriesQueryOptions());
