import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** POST /merchant/products/stock {ids, inStock}: one product or a whole category at once. */
export const setStock = (input: { ids: string[]; inStock: boolean }) =>
  apiRequest<{ updated: number }>('/merchant/products/stock', { method: 'POST', body: input });

export function useSetStock(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStock,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: myShopKeys.productsOf(shopId) });
      void client.invalidateQueries({ queryKey: myShopKeys.suggestions() });
    },
  });
}
