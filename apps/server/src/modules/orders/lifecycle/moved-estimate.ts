import { distanceKm, minutesLeftAt, slotEndOf } from '@jhola/domain';
import type { OrderRow } from '../core/order-mapper.js';
import type { ShopForEstimate } from './repository.js';

/**
 * Issue 47: the delivery estimate moves with the order. At each step the minutes still to come
 * (the domain's minutesLeftAt: picking, the ride, the handover) are counted from now, so the customer's
 * "Estimated delivery by" follows the shopping instead of keeping the placement's guess. While the shop
 * or the address is not on the map the ride counts as none (the placement's estimate erred late already).
 */
export function movedEstimate(
  shop: ShopForEstimate,
  row: OrderRow,
  to: string,
  now: Date,
): { estimatedDeliveryTime: Date } | Record<string, never> {
  // Issue 45: a booked slot is the order's ETA until a step would bring it later than the slot's end.
  const slotEnd = row.slotStart ? slotEndOf(row.slotStart) : null;
  const home = row.deliveryAddress.coordinates;
  const km =
    shop.lat !== null && shop.lng !== null && home ? distanceKm({ lat: shop.lat, lng: shop.lng }, home) : 0;
  const minutes = minutesLeftAt(to, { distanceKm: km, pickingMinutes: shop.pickingMinutes });
  if (minutes === null) return {};
  const moved = new Date(now.getTime() + minutes * 60_000);
  return { estimatedDeliveryTime: slotEnd && slotEnd > moved ? slotEnd : moved };
}
