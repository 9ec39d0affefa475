import type { StockSuggestion } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** GET /merchant/suggestions: products shoppers found missing, not yet answered. */
export const fetchSuggestions = () =>
  apiRequest<{ suggestions: StockSuggestion[] }>('/merchant/suggestions').then((d) => d.suggestions);

export const useSuggestions = () =>
  useQuery({
    ...queryOptions({ queryKey: myShopKeys.suggestions(), queryFn: fetchSuggestions }),
    // Shoppers report while the owner looks: read again every half minute.
    refetchInterval: 30_000,
  });
