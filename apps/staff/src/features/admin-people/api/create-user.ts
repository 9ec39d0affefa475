import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminPeopleKeys } from './admin-people-keys';
import type { AdminUser } from './users';

export interface NewStaffAccount {
  name: string;
  email: string;
  phone: string;
  password: string;
  role: 'shopper' | 'delivery' | 'admin';
}

/** POST /admin/users: staff accounts are only ever made here, never by signup. */
export const createUser = (body: NewStaffAccount) =>
  apiRequest<{ user: AdminUser }>('/admin/users', { method: 'POST', body });

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminPeopleKeys.all }),
  });
}
