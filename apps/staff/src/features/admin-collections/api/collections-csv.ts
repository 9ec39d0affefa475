import { staffTransport } from '../../../lib/api';

/**
 * GET /admin/collections?format=csv, saved as a file: the reply is a CSV, not the JSON envelope, so it is
 * fetched as bytes with the session's token and handed to the browser as a download.
 */
export async function downloadCollectionsCsv(date: string): Promise<void> {
  const csv = await staffTransport.request<Blob>('/admin/collections', {
    query: { date, format: 'csv' },
    as: 'blob',
    accept: 'text/csv, application/json',
  });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `collections-${date}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
