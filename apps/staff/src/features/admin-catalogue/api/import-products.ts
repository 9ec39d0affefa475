import type { CatalogueImportResult } from '@jhola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** POST /admin/shops/:id/products/import[?dryRun=true] with the CSV: what would change, or what did. */
export const importProducts = (shopId: string, csv: string, dryRun: boolean) =>
  apiRequest<CatalogueImportResult>(`/admin/shops/${encodeURIComponent(shopId)}/products/import`, {
    method: 'POST',
    query: { dryRun },
    csv,
  });

export function useImportProducts(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => importProducts(shopId, csv, dryRun),
    onSuccess: (_result, { dryRun }) => {
      if (!dryRun) void client.invalidateQueries({ queryKey: adminCatalogueKeys.products() });
    },
  });
}
