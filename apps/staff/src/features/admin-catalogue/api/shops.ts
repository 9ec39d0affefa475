import type { Shop } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export type AdminShop = Shop & { deliveryRadiusKm?: number };

/** GET /shops (up to 100): the shops to manage. */
export const fetchShops = () =>
  apiRequest<{ shops: AdminShop[] }>('/shops', { query: { limit: 100 } }).then((d) => d.shops);

export const shopsQuery = queryOptions({ queryKey: ['admin', 'shops'], queryFn: fetchShops });

export const useShops = () => useQuery(shopsQuery);

/** GET /shops/:id: one shop with its hours and charges. */
export const fetchShop = (shopId: string) =>
  apiRequest<{ shop: AdminShop }>(`/shops/${encodeURIComponent(shopId)}`).then((d) => d.shop);

export const shopQuery = (shopId: string) =>
  queryOptions({ queryKey: ['admin', 'shop', shopId], queryFn: () => fetchShop(shopId) });

export const useShop = (shopId: string) => useQuery(shopQuery(shopId));
