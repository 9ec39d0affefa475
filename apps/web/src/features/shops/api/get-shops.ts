import type { ShopList } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ShopFilters {
  category?: string;
  search?: string;
}

/** §7: GET /shops with category (omitted for all), search and limit 20, 10 s timeout. */
export const getShops = (filters: ShopFilters, signal?: AbortSignal) =>
  apiRequest<ShopList>('/shops', { query: { ...filters, limit: 20 }, timeoutMs: 10_000, signal });

export const shopsQueryOptions = (filters: ShopFilters) =>
  queryOptions({ queryKey: ['shops', filters], queryFn: ({ signal }) => getShops(filters, signal) });

export const useShops = (filters: ShopFilters) => useQuery(shopsQueryOptions(filters));
