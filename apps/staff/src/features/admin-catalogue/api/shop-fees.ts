import type { FeeRules, ShopFeesReply } from '@jhola/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminCatalogueKeys } from './admin-catalogue-keys';

const feesPath = (shopId: string) => `/admin/shops/${encodeURIComponent(shopId)}/fees`;

/** GET /admin/shops/:id/fees: the shop's fee rules, or its flat fee as one band (issue 45). */
export const fetchShopFees = (shopId: string) => apiRequest<ShopFeesReply>(feesPath(shopId));

export const shopFeesQuery = (shopId: string) =>
  queryOptions({ queryKey: adminCatalogueKeys.shopFees(shopId), queryFn: () => fetchShopFees(shopId) });

export const useShopFees = (shopId: string) => useQuery(shopFeesQuery(shopId));

/** PUT /admin/shops/:id/fees: the shop's delivery fee becomes the nearest band's, so the shop is read again. */
export function useSaveShopFees(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: FeeRules) =>
      apiRequest<ShopFeesReply>(feesPath(shopId), { method: 'PUT', body: rules }),
    onSuccess: (saved) => {
      client.setQueryData(adminCatalogueKeys.shopFees(shopId), saved);
      void client.invalidateQueries({ queryKey: adminCatalogueKeys.shop(shopId) });
      void client.invalidateQueries({ queryKey: adminCatalogueKeys.shops() });
    },
  });
}
