import type { MerchantRules, OwnerProduct } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/**
 * GET /merchant/shops/:id/products?q=: the shop's products with their stock, by category and name, and
 * the admin's price rules the caller is held to (null for an admin).
 */
export const fetchShopProducts = (shopId: string, q: string) =>
  apiRequest<{ products: OwnerProduct[]; total: number; priceRules: MerchantRules | null }>(
    `/merchant/shops/${shopId}/products`,
    {
      query: q ? { q, limit: 500 } : { limit: 500 },
    },
  );

export const useShopProducts = (shopId: string, q: string) =>
  useQuery({
    ...queryOptions({
      queryKey: myShopKeys.products(shopId, q),
      queryFn: () => fetchShopProducts(shopId, q),
    }),
    placeholderData: keepPreviousData,
  });
