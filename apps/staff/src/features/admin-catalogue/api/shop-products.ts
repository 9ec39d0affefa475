import type { Product } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminCatalogueKeys } from './admin-catalogue-keys';

export const PRODUCTS_PAGE_SIZE = 20;

/** GET /admin/shops/:id/products?q&page&limit: a shop's products for the catalogue screen. */
export const fetchShopProducts = (shopId: string, q: string, page: number) =>
  apiRequest<{ products: Product[]; total: number }>(`/admin/shops/${encodeURIComponent(shopId)}/products`, {
    query: { q, page, limit: PRODUCTS_PAGE_SIZE },
  });

export const shopProductsQuery = (shopId: string, q: string, page: number) =>
  queryOptions({
    queryKey: adminCatalogueKeys.productPage(shopId, q, page),
    queryFn: () => fetchShopProducts(shopId, q, page),
    placeholderData: keepPreviousData,
  });

export const useShopProducts = (shopId: string, q: string, page: number) =>
  useQuery(shopProductsQuery(shopId, q, page));
