import type { AdminNotice } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminNoticesKeys } from './admin-notices-keys';

/** GET /admin/notices: every notice with its view count. */
export const fetchNotices = () =>
  apiRequest<{ notices: AdminNotice[] }>('/admin/notices').then((d) => d.notices);

export const noticesQuery = queryOptions({ queryKey: adminNoticesKeys.all, queryFn: fetchNotices });

export const useNotices = () => useQuery(noticesQuery);
