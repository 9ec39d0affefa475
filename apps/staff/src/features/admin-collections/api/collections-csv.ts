import { apiUrl } from '../../../lib/api';
import { ApiError, messageFor } from '../../../lib/api-error';
import { useStaffAuth } from '../../../lib/staff-auth';

/**
 * GET /admin/collections?format=csv, saved as a file: the reply is a CSV, not the JSON envelope, so it is
 * fetched with the session's token and handed to the browser as a download.
 */
export async function downloadCollectionsCsv(date: string): Promise<void> {
  const token = useStaffAuth.getState().token;
  const response = await fetch(apiUrl('/admin/collections', { date, format: 'csv' }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, messageFor(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `collections-${date}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
