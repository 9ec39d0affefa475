import type { Shop, ShopList } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

export interface ShopFilters {
  /** Empty means all categories (the parameter is then omitted, PRODUCT.md §7). */
  category: string;
  search: string;
  /** The delivery place: the server then answers only the shops that deliver there, with distanceKm. */
  lat?: number;
  lng?: number;
  limit?: number;
}

/** A shop as listed for a place: how far it is and how far it delivers (issue 12). */
export type PlacedShop = Shop & {
  distanceKm?: number | null;
  deliveryRadiusKm?: number;
  coordinates?: { lat: number; lng: number } | null;
};

/** PRODUCT.md §7/PRODUCT.md §9: the shop list asks for 20 shops with a 10 s timeout. */
export const SHOP_LIST_LIMIT = 20;
const SHOP_LIST_TIMEOUT_MS = 10_000;

export const getShops = (filters: ShopFilters, signal?: AbortSignal) =>
  apiRequest<ShopList & { shops: PlacedShop[] }>('/shops', {
    query: {
      category: filters.category || undefined,
      search: filters.search.trim() || undefined,
      limit: filters.limit ?? SHOP_LIST_LIMIT,
      lat: filters.lat,
      lng: filters.lng,
    },
    timeoutMs: SHOP_LIST_TIMEOUT_MS,
    signal,
  });

export const shopsQueryOptions = (filters: ShopFilters) =>
  queryOptions({
    queryKey: shopKeys.list({
      category: filters.category,
      search: filters.search.trim(),
      lat: filters.lat,
      lng: filters.lng,
      limit: filters.limit ?? SHOP_LIST_LIMIT,
    }),
    queryFn: ({ signal }) => getShops(filters, signal),
  });

/** Keeps the previous answer on screen while the next search runs, so typing never flashes a spinner. */
export const useShops = (filters: ShopFilters, enabled = true) =>
  useQuery({ ...shopsQueryOptions(filters), placeholderData: keepPreviousData, enabled });
