import { type DeliveryEta, deliveryEta, distanceKm, type Order } from '@jhola/domain';
import { currentFormat } from '@jhola/ui';
import { tOrders } from '../i18n';
import { formatTime } from './format-order';

/** Straight-line km from the delivery person to the address, when both are known. */
export function riderKm(order: Pick<Order, 'deliveryBoyLocation' | 'deliveryAddress'>): number | null {
  const rider = order.deliveryBoyLocation;
  const home = order.deliveryAddress.coordinates;
  return rider && home ? distanceKm(rider, home) : null;
}

/**
 * When the goods arrive. A booked order's promise is its hour (issue 45): until it is on its way, the
 * slot (`slotText`) says when, and a time worked out from the steps would only contradict it.
 */
export function orderEta(order: Order, now: number): DeliveryEta {
  const eta = deliveryEta(order, now, riderKm(order));
  return order.slot && eta.kind === 'estimate' ? { kind: 'none' } : eta;
}

/** The booked hour, in India's time: "Delivery slot: Mon, 30 Nov, 8:00 am–9:00 am". */
export function slotText(slot: NonNullable<Order['slot']>): string {
  const day = currentFormat().date(slot.start, { weekday: 'short', day: 'numeric', month: 'short' });
  return tOrders('orders.slot', { day, from: formatTime(slot.start), to: formatTime(slot.end) });
}

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
