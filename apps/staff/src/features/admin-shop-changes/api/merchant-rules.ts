import type { MerchantRules } from '@jhola/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shopChangesKeys } from './shop-changes-keys';

/** GET /admin/merchant-rules: the bound on owners' prices and the reports that hide a product. */
export const fetchMerchantRules = () =>
  apiRequest<{ rules: MerchantRules }>('/admin/merchant-rules').then((d) => d.rules);

export const useMerchantRules = () =>
  useQuery(queryOptions({ queryKey: shopChangesKeys.rules(), queryFn: fetchMerchantRules }));

/** PUT /admin/merchant-rules: all three at once (a 422 names the field and changes nothing). */
export const saveMerchantRules = (rules: MerchantRules) =>
  apiRequest<{ rules: MerchantRules }>('/admin/merchant-rules', { method: 'PUT', body: rules }).then(
    (d) => d.rules,
  );

export function useSaveMerchantRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMerchantRules,
    onSuccess: (rules) => client.setQueryData(shopChangesKeys.rules(), rules),
  });
}
