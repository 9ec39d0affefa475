import { distanceKm } from '@jhola/domain';
import { tOrders } from '../i18n';

export interface Point {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres: the domain's `distanceKm`, the one haversine of the house. */
export const distanceMetres = (from: Point, to: Point): number => distanceKm(from, to) * 1000;

/** Initial compass bearing from → to, degrees clockwise from north (0..360). */
export function bearingDegrees(from: Point, to: Point): number {
  const y = Math.sin(rad(to.lng - from.lng)) * Math.cos(rad(to.lat));
  const x =
    Math.cos(rad(from.lat)) * Math.sin(rad(to.lat)) -
    Math.sin(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.cos(rad(to.lng - from.lng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const DIRECTIONS = [
  'orders.direction.north',
  'orders.direction.northEast',
  'orders.direction.east',
  'orders.direction.southEast',
  'orders.direction.south',
  'orders.direction.southWest',
  'orders.direction.west',
  'orders.direction.northWest',
] as const;
/** The compass point of a bearing, in words of the language on screen ("north-east"). */
export const compassDirection = (bearing: number): string =>
  tOrders(DIRECTIONS[Math.round(bearing / 45) % 8]!);

/** "230 m", "1.2 km" (rounded to 10 m, or to 100 m above a kilometre), in the language on screen. */
export function formatDistance(metres: number): string {
  if (metres < 1000)
    return tOrders('orders.distance.metres', { metres: String(Math.max(0, Math.round(metres / 10) * 10)) });
  return tOrders('orders.distance.km', { km: (metres / 1000).toFixed(1) });
}
