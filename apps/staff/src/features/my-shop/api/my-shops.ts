import type { OwnerShop } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** GET /merchant/shops: the owner's shops (every shop for an admin). */
export const fetchMyShops = () => apiRequest<{ shops: OwnerShop[] }>('/merchant/shops').then((d) => d.shops);

export const useMyShops = () =>
  useQuery(queryOptions({ queryKey: myShopKeys.shops(), queryFn: fetchMyShops }));
