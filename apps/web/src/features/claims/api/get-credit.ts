import type { CreditAccount } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

/** GET /account/credit: the Jhola credit balance and its entries, newest first. */
export const getCredit = () => apiRequest<CreditAccount>('/account/credit');

export const creditQueryOptions = () => queryOptions({ queryKey: claimKeys.credit(), queryFn: getCredit });

export const useCredit = (enabled = true) => useQuery({ ...creditQueryOptions(), enabled });
