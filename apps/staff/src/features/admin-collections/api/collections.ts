import type { Collections } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { collectionsKeys } from './collections-keys';

/** GET /admin/collections?date=: cash and UPI per delivery person on one India day. */
export const fetchCollections = (date: string) =>
  apiRequest<Collections>('/admin/collections', { query: { date } });

export const collectionsQuery = (date: string) =>
  queryOptions({ queryKey: collectionsKeys.day(date), queryFn: () => fetchCollections(date) });

export const useCollections = (date: string) => useQuery(collectionsQuery(date));
