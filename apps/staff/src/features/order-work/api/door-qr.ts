import { type DoorQr, gatewayPaise } from '@jhola/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { staffKeys } from '../../../lib/staff-keys';

/** POST /shopper/orders/:id/upi-qr: the gateway's UPI QR for exactly what is due (the same one again). */
export const fetchDoorQr = (orderId: string) =>
  apiRequest<{ qr: DoorQr }>(`/shopper/orders/${encodeURIComponent(orderId)}/upi-qr`, {
    method: 'POST',
  }).then((data) => data.qr);

export const doorQrQuery = (orderId: string, due: number) =>
  queryOptions({
    queryKey: staffKeys.doorQr(orderId, gatewayPaise(due)),
    queryFn: () => fetchDoorQr(orderId),
    // The code stays the same while the amount does; "Paid ✓" comes with the order's own event.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export const useDoorQr = (orderId: string, due: number, enabled: boolean) =>
  useQuery({ ...doorQrQuery(orderId, due), enabled });
