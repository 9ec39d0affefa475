import type { Offer, Order } from '@jhola/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api';
import { onReconnect, subscribe } from '../../../lib/socket';
import { playChime } from '../../../lib/sound';
import { shiftKeys } from './shifts-keys';

type Cache = { offers: Offer[] } | undefined;
const offersKey = shiftKeys.offers();

/** GET /staff/offers: the orders offered to me, soonest deadline first. */
export const offersQuery = queryOptions({
  queryKey: offersKey,
  queryFn: () => apiRequest<{ offers: Offer[] }>('/staff/offers'),
  select: (data) => data.offers,
  refetchInterval: 30_000,
});

/** My offers, kept live: `order:offer` adds one with a chime; a reconnect or a taken order refetches. */
export function useOffers() {
  const client = useQueryClient();
  useEffect(() => {
    const offOffer = subscribe('order:offer', (offer) => {
      client.setQueryData<Cache>(offersKey, (cache) => ({
        offers: [...(cache?.offers ?? []).filter((o) => o.orderId !== offer.orderId), offer],
      }));
      playChime();
    });
    const offTaken = subscribe('orderTaken', ({ orderId }) =>
      client.setQueryData<Cache>(
        offersKey,
        (cache) => cache && { offers: cache.offers.filter((o) => o.orderId !== orderId) },
      ),
    );
    const offReconnect = onReconnect(() => void client.invalidateQueries({ queryKey: offersKey }));
    return () => {
      offOffer();
      offTaken();
      offReconnect();
    };
  }, [client]);
  return useQuery(offersQuery);
}

/** Accept or decline an offer; either way it leaves my list. */
export function useAnswerOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, answer }: { orderId: string; answer: 'accept' | 'decline' }) =>
      apiRequest<{ order: Order } | null>(`/staff/offers/${encodeURIComponent(orderId)}/${answer}`, {
        method: 'POST',
      }),
    onSettled: (_data, _error, { orderId }) =>
      client.setQueryData<Cache>(
        offersKey,
        (cache) => cache && { offers: cache.offers.filter((o) => o.orderId !== orderId) },
      ),
  });
}
