import type { UpdateShopRequest } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminCatalogueKeys } from './admin-catalogue-keys';
import { type AdminShop, shopQuery } from './shops';

export type ShopChanges = UpdateShopRequest & { deliveryRadiusKm?: number; closedToday?: boolean };

/** PATCH /admin/shops/:id with only the fields that changed. */
export const updateShop = (shopId: string, body: ShopChanges) =>
  apiRequest<{ shop: AdminShop }>(`/admin/shops/${encodeURIComponent(shopId)}`, { method: 'PATCH', body });

export function useUpdateShop(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopChanges) => updateShop(shopId, body),
    onSuccess: ({ shop }) => {
      client.setQueryData(shopQuery(shopId).queryKey, shop);
      void client.invalidateQueries({ queryKey: adminCatalogueKeys.shops() });
    },
  });
}
