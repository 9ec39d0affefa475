import type { Place } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/places/lookup?q=: a 6-digit PIN or an area / city name, answered from offline data. */
export const lookupPlace = (q: string, signal?: AbortSignal) =>
  apiRequest<{ place: Place }>('/places/lookup', { query: { q: q.trim() }, signal }).then(
    (data) => data.place,
  );

export const useLookupPlace = () => useMutation({ mutationFn: (q: string) => lookupPlace(q) });
