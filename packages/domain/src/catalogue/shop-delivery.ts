import { z } from 'zod';
import type { Coordinates } from '../common/address.js';
import { distanceKm, isInIndia, roundKm } from '../common/geo.js';
import { type RankableShop, sortShopsForHome } from './shop-ranking.js';

export const OUTSIDE_INDIA_MESSAGE = 'Choose a place in India: lat and lng must be coordinates in India';
export const HALF_A_PLACE_MESSAGE = 'Send both lat and lng, or neither';

/** A query coordinate: a plain decimal number ("12.97", "-0.5"), nothing else ("abc", "1e3", ""). */
const coordinate = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, `${name} must be a number, e.g. 12.9716`)
    .transform(Number);

/**
 * The optional place of a catalogue query (`?lat=..&lng=..`): both or neither, and in India, since
 * no shop delivers anywhere else. A bad place is the caller's mistake, answered with 400 and this message.
 */
export const placeQueryFields = { lat: coordinate('lat').optional(), lng: coordinate('lng').optional() };

export function checkPlaceQuery(
  query: { lat?: number | undefined; lng?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [query.lat === undefined ? 'lat' : 'lng'],
      message: HALF_A_PLACE_MESSAGE,
    });
  } else if (
    query.lat !== undefined &&
    query.lng !== undefined &&
    !isInIndia({ lat: query.lat, lng: query.lng })
  ) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: OUTSIDE_INDIA_MESSAGE });
  }
}

/** The place of a checked query, or null when none was sent. */
export const placeOf = (query: { lat?: number | undefined; lng?: number | undefined }): Coordinates | null =>
  query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;

export interface PlacedShop extends RankableShop {
  coordinates: Coordinates | null;
  deliveryRadiusKm: number;
}

/**
 * The shops that deliver to `place` (straight-line distance within their radius; a shop not on the map
 * delivers nowhere), each with `distanceKm` rounded to one decimal, in the order of `sortShopsNearby`.
 */
export function shopsDeliveringTo<S extends PlacedShop>(
  shops: readonly S[],
  place: Coordinates,
): (S & { distanceKm: number })[] {
  const found: (S & { distanceKm: number })[] = [];
  for (const shop of shops) {
    if (!shop.coordinates) continue;
    const km = distanceKm(shop.coordinates, place);
    if (km <= shop.deliveryRadiusKm) found.push({ ...shop, distanceKm: roundKm(km) });
  }
  return sortShopsNearby(found);
}

/**
 * Home order for a chosen place: open shops before closed ones, and the spec's order (PRODUCT.md §2: order count,
 * open, product count) within each group. A deliberate change to the spec (docs/decisions/
 * 0022-open-shops-first-near-a-place.md): a shop that cannot take an order now should not lead.
 * Stable, so full ties keep the given order.
 */
export function sortShopsNearby<S extends RankableShop>(shops: readonly S[]): S[] {
  const ranked = sortShopsForHome(shops);
  return [...ranked.filter((s) => s.isOpenNow === true), ...ranked.filter((s) => s.isOpenNow !== true)];
}
