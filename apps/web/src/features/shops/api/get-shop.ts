import type { Shop } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** Thrown when the answer has no usable shop (PRODUCT.md §8 "Invalid shop data received"). */
export class InvalidShopDataError extends Error {
  constructor() {
    super('Invalid shop data received');
    this.name = 'InvalidShopDataError';
  }
}

export async function getShop(
  shopId: string,
  signal?: AbortSignal,
  place?: { lat: number; lng: number } | null,
): Promise<Shop> {
  const near = place ? `?lat=${place.lat}&lng=${place.lng}` : '';
  const data = await apiRequest<{ shop?: Shop } | null>(`/shops/${encodeURIComponent(shopId)}${near}`, {
    signal,
  });
  const shop = data?.shop;
  if (!shop || typeof shop._id !== 'string' || typeof shop.name !== 'string')
    throw new InvalidShopDataError();
  return shop;
}

export const shopQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: shopKeys.detail(shopId), queryFn: ({ signal }) => getShop(shopId, signal) });

export const useShop = (shopId: string) => useQuery(shopQueryOptions(shopId));

/** The shop with its distance and "Delivery in about N min" to the chosen place (issue 31). */
export const shopNearQueryOptions = (shopId: string, place: { lat: number; lng: number }) =>
  queryOptions({
    queryKey: shopKeys.near(shopId, place.lat, place.lng),
    queryFn: ({ signal }) => getShop(shopId, signal, place),
    // The estimate follows how busy shoppers are: the server re-reads it each minute.
    staleTime: 60_000,
  });
