import type { AuthUser } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminPeopleKeys } from './admin-people-keys';

export type AdminUser = AuthUser & { disabled?: boolean; createdAt?: string };

/** GET /admin/users?role=: accounts of one role (all when empty). */
export const fetchUsers = (role: string) =>
  apiRequest<{ users: AdminUser[] }>('/admin/users', { query: { role } }).then((d) => d.users);

export const usersQuery = (role: string) =>
  queryOptions({ queryKey: adminPeopleKeys.list(role), queryFn: () => fetchUsers(role) });

export const useUsers = (role: string) => useQuery(usersQuery(role));
