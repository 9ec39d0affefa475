import type { Product, ProductList } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** PRODUCT.md §7: the whole active catalogue of the shop in one call (limit 10000); the page filters it locally. */
export const getShopProducts = async (shopId: string, signal?: AbortSignal): Promise<Product[]> => {
  const data = await apiRequest<ProductList>(`/products/shop/${encodeURIComponent(shopId)}`, {
    query: { limit: 10000, active: true },
    // The list carries an ETag: revisiting a shop downloads nothing when its catalogue has not changed.
    revalidate: true,
    signal,
  });
  return Array.isArray(data?.products) ? data.products : [];
};

export const shopProductsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: shopKeys.products(shopId),
    queryFn: ({ signal }) => getShopProducts(shopId, signal),
    // A catalogue changes rarely; revisiting the shop within 5 minutes shows it at once.
    staleTime: 5 * 60_000,
  });

export const useShopProducts = (shopId: string) => useQuery(shopProductsQueryOptions(shopId));
