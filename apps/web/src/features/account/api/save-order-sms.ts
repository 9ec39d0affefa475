import type { AuthUser } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** PATCH /api/me { orderSms }: whether the customer hears about their orders by SMS (issue 45). */
export const saveOrderSms = (orderSms: boolean) =>
  apiRequest<{ user: AuthUser }>('/me', { method: 'PATCH', body: { orderSms } }).then((reply) => reply.user);

export function useSaveOrderSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOrderSms,
    onSuccess: (user) => client.setQueryData(accountKeys.me(), user),
  });
}
