import { type DeliveryEta, deliveryEta, distanceKm, type Order } from '@jhola/domain';
import { tOrders } from '../i18n';
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
      return tOrders('orders.eta.delivered', { time: formatTime(eta.at) });
    case 'arriving':
      return tOrders('orders.eta.arriving', { minutes: eta.minutes });
    case 'estimate':
      return tOrders('orders.eta.estimate', { time: formatTime(eta.at) });
    case 'late':
      return tOrders('orders.eta.late', { time: formatTime(eta.was) });
    default:
      return null;
  }
}
