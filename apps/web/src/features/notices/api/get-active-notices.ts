import { compareNotices, type Notice } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const noticeKeys = { active: ['notices', 'active'] as const };

export async function getActiveNotices(signal?: AbortSignal): Promise<Notice[]> {
  try {
    const notices = await apiRequest<Notice[]>('/notices/active', { signal });
    return Array.isArray(notices) ? [...notices].sort(compareNotices) : [];
  } catch (error) {
    // PRODUCT.md §8: notice fetch errors are only logged; the banners simply show what they had (or nothing).
    console.warn('[notices] could not load active notices', error);
    throw error;
  }
}

export const activeNoticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.active,
    queryFn: ({ signal }) => getActiveNotices(signal),
    // Live pushes keep the list current; a minute covers anything missed while offline.
    staleTime: 60_000,
  });

export const useActiveNotices = () => useQuery(activeNoticesQueryOptions());
