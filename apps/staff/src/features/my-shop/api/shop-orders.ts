import type { ShopOrder } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** GET /merchant/shops/:id/orders: incoming and in-progress orders with what is being picked. */
export const fetchShopOrders = (shopId: string) =>
  apiRequest<{ orders: ShopOrder[] }>(`/merchant/shops/${shopId}/orders`).then((d) => d.orders);

export const useShopOrders = (shopId: string) =>
  useQuery({
    ...queryOptions({ queryKey: myShopKeys.orders(shopId), queryFn: () => fetchShopOrders(shopId) }),
    refetchInterval: 30_000,
  });
