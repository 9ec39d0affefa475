import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE } from '../../../lib/api-client';
import { ApiError, messageForStatus } from '../../../lib/api-error';
import { getAuthToken } from '../../../lib/auth-store';
import { orderKeys } from './order-keys';

/**
 * The bill is an image only the order's customer may see, so it is fetched with the bearer token
 * (an <img src> could not send it) and shown from a blob: URL. It is always this server's own path.
 */
export async function getBillImage(orderId: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/orders/${encodeURIComponent(orderId)}/bill?_t=${Date.now()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal,
    });
  } catch {
    throw new ApiError(0, messageForStatus(0));
  }
  if (!response.ok) {
    const payload = await response.json().catch(() => null);
    const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
    throw new ApiError(response.status, messageForStatus(response.status, serverMessage), serverMessage);
  }
  return response.blob();
}

export const billImageQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.bill(orderId),
    queryFn: ({ signal }) => getBillImage(orderId, signal),
    staleTime: 5 * 60_000,
  });

export const useBillImage = (orderId: string, enabled: boolean) =>
  useQuery({ ...billImageQueryOptions(orderId), enabled });
