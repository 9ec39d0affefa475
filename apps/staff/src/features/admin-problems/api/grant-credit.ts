import type { CreditAccount, GrantCreditRequest } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /admin/credit: goodwill credit for a customer, with the reason they read. */
export const grantCredit = (body: GrantCreditRequest) =>
  apiRequest<CreditAccount>('/admin/credit', { method: 'POST', body });

export const useGrantCredit = () => useMutation({ mutationFn: grantCredit });
