import type { AdminCategoryName, SetCategoryNameRequest } from '@jhola/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** Every category of shops and products with its Hindi name (null: none yet) and use. */
export const useCategoryNames = () =>
  useQuery({
    queryKey: adminCatalogueKeys.categoryNames(),
    queryFn: ({ signal }) =>
      apiRequest<{ categories: AdminCategoryName[] }>('/admin/category-names', { signal }).then(
        (reply) => reply.categories,
      ),
  });

/** PUT /admin/category-names: one category's Hindi name; the list shows the saved name at once. */
export function useSetCategoryName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCategoryNameRequest) =>
      apiRequest<AdminCategoryName>('/admin/category-names', { method: 'PUT', body }),
    onSuccess: (saved) =>
      client.setQueryData<AdminCategoryName[]>(adminCatalogueKeys.categoryNames(), (list) =>
        list?.map((c) => (c.name === saved.name ? saved : c)),
      ),
  });
}
