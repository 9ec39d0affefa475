import type { OwnerShop, ShopStatusRequest } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** PUT /merchant/shops/:id/status: close now (a reason, a time it opens by itself) or open. */
export const setShopStatus = ({ shopId, ...body }: ShopStatusRequest & { shopId: string }) =>
  apiRequest<{ shop: OwnerShop }>(`/merchant/shops/${shopId}/status`, { method: 'PUT', body }).then(
    (d) => d.shop,
  );

export function useSetShopStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setShopStatus,
    onSuccess: (shop) =>
      client.setQueryData<OwnerShop[]>(myShopKeys.shops(), (list) =>
        list?.map((s) => (s._id === shop._id ? shop : s)),
      ),
  });
}
