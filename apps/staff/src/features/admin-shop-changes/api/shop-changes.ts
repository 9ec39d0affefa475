import type { ShopChange } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shopChangesKeys } from './shop-changes-keys';

/** GET /admin/shop-changes: the newest changes owners (and admins, and the reports) made to shops. */
export const fetchShopChanges = () =>
  apiRequest<{ changes: ShopChange[] }>('/admin/shop-changes', { query: { limit: 200 } }).then(
    (d) => d.changes,
  );

export const useShopChanges = () =>
  useQuery(queryOptions({ queryKey: shopChangesKeys.all, queryFn: fetchShopChanges }));
