import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminMessagesKeys } from './admin-messages-keys';

/** PATCH /admin/contact-messages/:id {handled: true}. */
export const markHandled = (id: string) =>
  apiRequest(`/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { handled: true },
  });

export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markHandled,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminMessagesKeys.all }),
  });
}
