import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminPeopleKeys } from './admin-people-keys';
import type { AdminUser } from './users';

/** PATCH /admin/users/:id {disabled}: disabling ends the account's sessions at once. */
export const setDisabled = ({ id, disabled }: { id: string; disabled: boolean }) =>
  apiRequest<{ user: AdminUser }>(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { disabled },
  });

export function useSetDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDisabled,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminPeopleKeys.all }),
  });
}
