import type { AdminNotice, CreateNoticeRequest, UpdateNoticeRequest } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { noticesQuery } from './notices';

/** POST /admin/notices (publish) or PATCH /admin/notices/:id (edit, withdraw with isActive false). */
export const saveNotice = ({ id, body }: { id?: string; body: CreateNoticeRequest | UpdateNoticeRequest }) =>
  id
    ? apiRequest<{ notice: AdminNotice }>(`/admin/notices/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
      })
    : apiRequest<{ notice: AdminNotice }>('/admin/notices', { method: 'POST', body });

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSuccess: () => void client.invalidateQueries({ queryKey: noticesQuery.queryKey }),
  });
}
