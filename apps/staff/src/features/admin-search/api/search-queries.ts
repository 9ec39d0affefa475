import type { SearchQueries } from '@jhola/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminSearchKeys } from './admin-search-keys';

/** GET /admin/search/queries?days: the period's searches, those that found nothing first. */
export const fetchSearchQueries = (days: number) =>
  apiRequest<SearchQueries>('/admin/search/queries', { query: { days } }).then((d) => d.queries);

export const useSearchQueries = (days: number) =>
  useQuery({ queryKey: adminSearchKeys.queries(days), queryFn: () => fetchSearchQueries(days) });
