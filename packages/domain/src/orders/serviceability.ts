import type { Coordinates } from '../common/address.js';
import { distanceKm, roundKm } from '../common/geo.js';
import { englishText, type Translate } from '../common/translate.js';

/** The error code of an order refused because its address is outside the shop's delivery radius. */
export const OUTSIDE_DELIVERY_AREA = 'OUTSIDE_DELIVERY_AREA';

/** "Fresh Mart delivers within 5 km. This address is 12.4 km away." */
export const outsideDeliveryAreaMessage = (
  shopName: string,
  distance: number,
  radiusKm: number,
  translate: Translate = englishText,
): string =>
  translate('{shopName} delivers within {radiusKm} km. This address is {distance} km away.', {
    shopName,
    radiusKm: String(radiusKm),
    distance: String(distance),
  });

/**
 * Whether a shop delivers to an address: the distance (one decimal) when it is too far, null when it
 * delivers there or when either place is unknown (then the rule cannot be applied and the order stands).
 */
export function outsideDeliveryArea(
  shop: { coordinates: Coordinates | null; deliveryRadiusKm: number },
  address: Coordinates | null,
): { distanceKm: number; radiusKm: number } | null {
  if (!shop.coordinates || !address) return null;
  const km = distanceKm(shop.coordinates, address);
  return km > shop.deliveryRadiusKm ? { distanceKm: roundKm(km), radiusKm: shop.deliveryRadiusKm } : null;
}
