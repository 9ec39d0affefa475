import type { Coordinates } from './address.js';

/** India's bounding box (mainland, islands, Ladakh); a point outside it is not a place we deliver to. */
export const INDIA_BOUNDS = { minLat: 6.4, maxLat: 37.2, minLng: 68.0, maxLng: 97.5 } as const;

export const isInIndia = (c: Coordinates): boolean =>
  c.lat >= INDIA_BOUNDS.minLat &&
  c.lat <= INDIA_BOUNDS.maxLat &&
  c.lng >= INDIA_BOUNDS.minLng &&
  c.lng <= INDIA_BOUNDS.maxLng;

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points in km (haversine). Straight-line, not road distance:
 * good enough for "does this shop deliver here" at city scale, where roads add 20-40 %.
 */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as shown and sent: one decimal (2.345 → 2.3). */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/** The delivery radius a shop gets when none is set. */
export const DEFAULT_DELIVERY_RADIUS_KM = 5;

/** Whether a shop at `shop` with radius `radiusKm` delivers to `place` (the edge counts as inside). */
export const deliversTo = (shop: Coordinates, radiusKm: number, place: Coordinates): boolean =>
  distanceKm(shop, place) <= radiusKm;
