import type { Collections } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { collectionsKeys } from './collections-keys';

/** PUT /admin/collections/handed-in {riderId, date}: marks once; answers the day's collections. */
export const markHandedIn = (input: { riderId: string; date: string }) =>
  apiRequest<Collections>('/admin/collections/handed-in', { method: 'PUT', body: input });

export function useMarkHandedIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markHandedIn,
    onSuccess: (collections) => client.setQueryData(collectionsKeys.day(collections.date), collections),
  });
}
