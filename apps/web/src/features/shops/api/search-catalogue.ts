import type { Product } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PlacedShop } from './get-shops';
import { shopKeys } from './shop-keys';

/** One search across the shops that deliver to the place: GET /api/search?q&lat&lng (issue 12). */
export type FoundProduct = Product & {
  shop: { _id: string; name: string };
  familyKey?: string | null;
  packSize?: string | null;
};
export interface CatalogueSearch {
  shops: PlacedShop[];
  products: FoundProduct[];
  /** The search as typed found nothing: these products are for this corrected query. */
  didYouMean: string | null;
}

export interface SearchQuery {
  q: string;
  lat?: number;
  lng?: number;
}

export const searchCatalogue = ({ q, lat, lng }: SearchQuery, signal?: AbortSignal) =>
  apiRequest<CatalogueSearch>('/search', {
    query: { q: q.trim(), lat, lng },
    timeoutMs: 10_000,
    signal,
  }).then((data) => ({
    shops: Array.isArray(data?.shops) ? data.shops : [],
    products: Array.isArray(data?.products) ? data.products : [],
    didYouMean: typeof data?.didYouMean === 'string' ? data.didYouMean : null,
  }));

export const catalogueSearchQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: shopKeys.search({ q: query.q.trim(), lat: query.lat, lng: query.lng }),
    queryFn: ({ signal }) => searchCatalogue(query, signal),
    staleTime: 60_000,
  });

export const useCatalogueSearch = (query: SearchQuery) =>
  useQuery({
    ...catalogueSearchQueryOptions(query),
    enabled: query.q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
