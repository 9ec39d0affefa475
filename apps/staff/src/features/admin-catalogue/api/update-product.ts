import type { Product, UpdateProductRequest } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** PATCH /admin/products/:id: price, original price, stock, listing, tags, category. */
export const updateProduct = (productId: string, body: UpdateProductRequest) =>
  apiRequest<{ product: Product }>(`/admin/products/${encodeURIComponent(productId)}`, {
    method: 'PATCH',
    body,
  });

export function useUpdateProduct(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductRequest) => updateProduct(productId, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminCatalogueKeys.products() }),
  });
}
