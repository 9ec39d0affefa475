import { addressText, type GeocodeRequest, type GeocodeResult } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** The server tries for 8 s per geocoder; the checkout never waits longer than this for an answer. */
const GEOCODE_TIMEOUT_MS = 20_000;

export const geocodeAddress = (address: GeocodeRequest, signal?: AbortSignal) =>
  apiRequest<GeocodeResult>('/geocode', {
    method: 'POST',
    body: address,
    signal,
    timeoutMs: GEOCODE_TIMEOUT_MS,
  });

export const geocodeQueryOptions = (address: GeocodeRequest | null) =>
  queryOptions({
    queryKey: checkoutKeys.geocode(address ? addressText(address) : ''),
    queryFn: ({ signal }) => geocodeAddress(address!, signal),
    enabled: address !== null,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

/** Geocodes a complete address (null = not complete yet). The result only informs; it never blocks. */
export const useGeocode = (address: GeocodeRequest | null) => useQuery(geocodeQueryOptions(address));
