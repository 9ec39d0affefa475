import { type DeliveryEta, deliveryEta, distanceKm, type Order } from '@jhola/domain';
import { formatTime } from './format-order';

/** Straight-line km from the delivery person to the address, when both are known. */
export function riderKm(order: Pick<Order, 'deliveryBoyLocation' | 'deliveryAddress'>): number | null {
  const rider = order.deliveryBoyLocation;
  const home = order.deliveryAddress.coordinates;
  return rider && home ? distanceKm(rider, home) : null;
}

export const orderEta = (order: Order, now: number): DeliveryEta => deliveryEta(order, now, riderKm(order));

/** The one line under the status: when the goods arrive, or when they did. */
export function etaText(eta: DeliveryEta): string | null {
  switch (eta.kind) {
    case 'delivered':
      return `Delivered at ${formatTime(eta.at)}`;
    case 'arriving':
      return `Arriving in about ${eta.minutes} min`;
    case 'estimate':
      return `Estimated delivery by ${formatTime(eta.at)}`;
    case 'late':
      return `Running later than the ${formatTime(eta.was)} estimate`;
    default:
      return null;
  }
}
