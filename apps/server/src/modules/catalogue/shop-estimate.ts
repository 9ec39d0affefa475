import { deliveryEstimateMinutes } from '@jhola/domain';
import type { DeliveryLoad } from '../../context.js';

/** The estimate for one open shop at a distance; null for a closed one (it says when it opens). */
export function shopEstimate(
  shop: { isOpenNow: boolean; pickingMinutes: number },
  distanceKm: number,
  load: DeliveryLoad,
): number | null {
  if (!shop.isOpenNow) return null;
  return deliveryEstimateMinutes({ distanceKm, pickingMinutes: shop.pickingMinutes, ...load });
}
