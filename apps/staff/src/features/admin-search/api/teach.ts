import type { CatalogueSearch, TeachSearchReply, TeachSearchRequest } from '@jhola/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminSearchKeys } from './admin-search-keys';

/** POST /admin/search/teach: a word as a product's alias, or the same as a known word. */
export const teachSearch = (body: TeachSearchRequest) =>
  apiRequest<TeachSearchReply>('/admin/search/teach', { method: 'POST', body });

export function useTeachSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: teachSearch,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminSearchKeys.all }),
  });
}

/** The product picker: every active shop's products matching `q` (GET /search without a place). */
export const useProductsMatching = (q: string) =>
  useQuery({
    queryKey: adminSearchKeys.products(q),
    queryFn: () => apiRequest<CatalogueSearch>('/search', { query: { q } }).then((d) => d.products),
    enabled: q.trim().length > 0,
  });
