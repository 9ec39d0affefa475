import type { Shop } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminCatalogueKeys } from './admin-catalogue-keys';

export type AdminShop = Shop & { deliveryRadiusKm?: number; closedToday?: boolean };

/** GET /admin/shops?q: every shop (taking orders or not), searched by name. */
export const fetchShops = (q: string) =>
  apiRequest<{ shops: AdminShop[]; total: number }>('/admin/shops', { query: { q, limit: 100 } });

export const shopsQuery = (q: string) =>
  queryOptions({
    queryKey: adminCatalogueKeys.shopList(q),
    queryFn: () => fetchShops(q),
    placeholderData: keepPreviousData,
  });

export const useShops = (q: string) => useQuery(shopsQuery(q));

/** GET /shops/:id: one shop with its hours and charges. */
export const fetchShop = (shopId: string) =>
  apiRequest<{ shop: AdminShop }>(`/shops/${encodeURIComponent(shopId)}`).then((d) => d.shop);

export const shopQuery = (shopId: string) =>
  queryOptions({ queryKey: adminCatalogueKeys.shop(shopId), queryFn: () => fetchShop(shopId) });

export const useShop = (shopId: string) => useQuery(shopQuery(shopId));
