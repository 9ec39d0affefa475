import type { OwnerShop, ShopHoursRequest } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** PUT /merchant/shops/:id/hours: the weekly hours and the holidays. */
export const setShopHours = ({ shopId, ...body }: ShopHoursRequest & { shopId: string }) =>
  apiRequest<{ shop: OwnerShop }>(`/merchant/shops/${shopId}/hours`, { method: 'PUT', body }).then(
    (d) => d.shop,
  );

export function useSetShopHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setShopHours,
    onSuccess: (shop) =>
      client.setQueryData<OwnerShop[]>(myShopKeys.shops(), (list) =>
        list?.map((s) => (s._id === shop._id ? shop : s)),
      ),
  });
}
