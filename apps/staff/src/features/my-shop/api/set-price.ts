import type { OwnerProduct } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** PUT /merchant/products/:id/price {price}: within the admin's rules (422 with the reason otherwise); logged. */
export const setPrice = ({ id, price }: { id: string; price: number }) =>
  apiRequest<{ product: OwnerProduct }>(`/merchant/products/${id}/price`, {
    method: 'PUT',
    body: { price },
  });

export function useSetPrice(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPrice,
    onSuccess: () => client.invalidateQueries({ queryKey: myShopKeys.productsOf(shopId) }),
  });
}
