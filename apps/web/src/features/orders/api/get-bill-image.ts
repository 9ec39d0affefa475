import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrivateImage } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/**
 * The bill is an image only the order's customer may see, so it is fetched with the bearer token
 * (an <img src> could not send it) and shown from a blob: URL. It is always this server's own path.
 */
export const getBillImage = (orderId: string, signal?: AbortSignal): Promise<Blob> =>
  getPrivateImage(`/api/orders/${encodeURIComponent(orderId)}/bill`, signal);

export const billImageQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.bill(orderId),
    queryFn: ({ signal }) => getBillImage(orderId, signal),
    staleTime: 5 * 60_000,
  });

export const useBillImage = (orderId: string, enabled: boolean) =>
  useQuery({ ...billImageQueryOptions(orderId), enabled });
