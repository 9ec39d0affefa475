import { distanceKm } from '@jhola/domain';
import { tOrders } from '../i18n';

export interface Point {
  lat: number;
  lng: number;
}

/** Great-circle distance in metres: the domain's `distanceKm`, the one haversine of the house. */
export const distanceMetres = (from: Point, to: Point): number => distanceKm(from, to) * 1000;

/** "230 m", "1.2 km" (rounded to 10 m, or to 100 m above a kilometre), in the language on screen. */
export function formatDistance(metres: number): string {
  if (metres < 1000)
    return tOrders('orders.distance.metres', { metres: String(Math.max(0, Math.round(metres / 10) * 10)) });
  return tOrders('orders.distance.km', { km: (metres / 1000).toFixed(1) });
}
