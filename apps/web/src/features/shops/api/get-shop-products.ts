import type { ProductList } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getShopProducts = (shopId: string, signal?: AbortSignal) =>
  apiRequest<ProductList>(`/products/shop/${encodeURIComponent(shopId)}`, {
    query: { limit: 10000, active: true },
    signal,
  });

export const shopProductsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: ['shop-products', shopId],
    queryFn: ({ signal }) => getShopProducts(shopId, signal),
  });

export const useShopProducts = (shopId: string) => useQuery(shopProductsQueryOptions(shopId));
