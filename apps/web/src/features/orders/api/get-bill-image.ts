import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE } from '../../../lib/api-client';
import { ApiError, messageForStatus } from '../../../lib/api-error';
import { getAuthToken } from '../../../lib/auth-store';
import { orderKeys } from './order-keys';

/**
 * The bill is an image only the order's customer may see, so it is fetched with the bearer token
 * (an <img src> could not send it) and shown from a blob: URL. It is always this server's own path.
 */
export const getBillImage = (orderId: string, signal?: AbortSignal): Promise<Blob> =>
  getPrivateImage(`${API_BASE}/orders/${encodeURIComponent(orderId)}/bill`, signal);

/** An image only the order's people may see (a bill, a chat photo), fetched with the bearer token. */
export async function getPrivateImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(`${path}?_t=${Date.now()}`, {
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

/** Issue 29: a chat photo, by the same-origin path the message names. */
export const useMessageImage = (imageUrl: string) =>
  useQuery({
    queryKey: orderKeys.messageImage(imageUrl),
    queryFn: ({ signal }) => getPrivateImage(imageUrl, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
