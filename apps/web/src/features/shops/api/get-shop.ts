import type { Shop } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getShop = (shopId: string, signal?: AbortSignal) =>
  apiRequest<{ shop: Shop }>(`/shops/${encodeURIComponent(shopId)}`, { signal }).then((r) => r.shop);

export const shopQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: ['shop', shopId], queryFn: ({ signal }) => getShop(shopId, signal) });

export const useShop = (shopId: string) => useQuery(shopQueryOptions(shopId));
