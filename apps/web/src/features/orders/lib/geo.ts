import { distanceKm } from '@jhola/domain';

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

const DIRECTIONS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];
export const compassDirection = (bearing: number): string => DIRECTIONS[Math.round(bearing / 45) % 8]!;

export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres / 10) * 10)} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}
