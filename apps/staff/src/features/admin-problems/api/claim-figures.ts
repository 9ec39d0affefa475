import { type ClaimFigures, indiaDayOf } from '@jhola/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, staffTransport } from '../../../lib/api';
import { problemsKeys } from './problems-keys';

const DAY_MS = 86_400_000;

/**
 * The last `weeks` weeks the dashboard reads, whole weeks from Monday as the server groups them (India
 * days): from the Monday `weeks - 1` weeks before this week's, to today; and those Mondays, oldest first.
 */
export function lastWeeks(weeks: number, now = new Date()) {
  const today = indiaDayOf(now);
  const at = Date.parse(`${today}T00:00:00Z`);
  const thisMonday = at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS;
  const mondays = Array.from({ length: weeks }, (_, i) =>
    new Date(thisMonday - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  return { from: mondays[0]!, to: today, mondays };
}

/** GET /admin/claims/figures: claims per shop, shopper and reason in each of the last `weeks` weeks. */
export const useClaimFigures = (weeks: number) =>
  useQuery({
    queryKey: problemsKeys.figures(weeks),
    queryFn: () => {
      const { from, to } = lastWeeks(weeks);
      return apiRequest<ClaimFigures>('/admin/claims/figures', { query: { from, to, by: 'week' } });
    },
  });

/** The same figures as a CSV file (the reply is a CSV, not the JSON envelope: fetched as bytes). */
export async function downloadClaimFiguresCsv(weeks: number): Promise<void> {
  const { from, to } = lastWeeks(weeks);
  const window = { from, to };
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
