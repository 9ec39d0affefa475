import type { ShopStatement } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, staffTransport } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** GET /merchant/shops/:id/statement?from=&to=: delivered orders per day and month. */
export const fetchStatement = (shopId: string, from: string, to: string) =>
  apiRequest<ShopStatement>(`/merchant/shops/${shopId}/statement`, { query: { from, to } });

export const useStatement = (shopId: string, from: string, to: string) =>
  useQuery(
    queryOptions({
      queryKey: myShopKeys.statement(shopId, from, to),
      queryFn: () => fetchStatement(shopId, from, to),
    }),
  );

/** The same as a CSV file, fetched with the session's token and handed to the browser as a download. */
export async function downloadStatementCsv(shopId: string, from: string, to: string): Promise<void> {
  const csv = await staffTransport.request<Blob>(`/merchant/shops/${shopId}/statement`, {
    query: { from, to, format: 'csv' },
    as: 'blob',
    accept: 'text/csv, application/json',
  });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-${from}-${to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
