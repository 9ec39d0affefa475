import { type ClaimFigures, indiaDayOf } from '@jhola/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, staffTransport } from '../../../lib/api';
import { problemsKeys } from './problems-keys';

const DAY_MS = 86_400_000;

/** The India days from `days` ago to today: the window the dashboard reads. */
export function lastDays(days: number, now = new Date()) {
  return { from: indiaDayOf(new Date(now.getTime() - (days - 1) * DAY_MS)), to: indiaDayOf(now) };
}

/** GET /admin/claims/figures: claims per shop, shopper and reason by week over the last `days` days. */
export const useClaimFigures = (days: number) =>
  useQuery({
    queryKey: problemsKeys.figures(days),
    queryFn: () =>
      apiRequest<ClaimFigures>('/admin/claims/figures', { query: { ...lastDays(days), by: 'week' } }),
  });

/** The same figures as a CSV file (the reply is a CSV, not the JSON envelope: fetched as bytes). */
export async function downloadClaimFiguresCsv(days: number): Promise<void> {
  const window = lastDays(days);
  const csv = await staffTransport.request<Blob>('/admin/claims/figures', {
    query: { ...window, by: 'week', format: 'csv' },
    as: 'blob',
    accept: 'text/csv, application/json',
  });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `claims-${window.from}-to-${window.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
