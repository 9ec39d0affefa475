import type { SlotsReply } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /shops/:id/slots?date=: one India day's delivery slots, the next free one and "as soon as possible". */
export const slotsQueryOptions = (shopId: string, date: string, place: { lat: number; lng: number } | null) =>
  queryOptions({
    queryKey: checkoutKeys.slots(shopId, date, place?.lat ?? null, place?.lng ?? null),
    queryFn: ({ signal }) =>
      apiRequest<SlotsReply>(`/shops/${encodeURIComponent(shopId)}/slots`, {
        signal,
        query: { date, ...(place ? { lat: place.lat, lng: place.lng } : {}) },
      }),
    // Places fill up while the customer decides: look again every minute.
    refetchInterval: 60_000,
  });

export const useSlots = (shopId: string, date: string, place: { lat: number; lng: number } | null) =>
  useQuery(slotsQueryOptions(shopId, date, place));
