import { type GeocodableAddress, looksLikePin, PLACE_MESSAGES, type Place } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { geocoderFor, type ProviderFailureReport } from '../geocoding/geocoder.js';
import { placeIndex } from './place-data.js';
import type { PlaceIndex } from './place-index.js';

/**
 * How long a lookup waits for the geocoder (issue 47: 2.5 s before, so an unreachable geocoder held the
 * bar 3.4 s): a moment when the offline data has a place to answer with instead (the city after a comma),
 * a little longer when it has none. The geocoder's answer, when it comes later, is kept in its cache for
 * the next lookup of the same words.
 */
const GEOCODER_WAIT_WITH_FALLBACK_MS = 300;
const GEOCODER_WAIT_MS = 1200;

/**
 * GET /api/places/lookup: a PIN or a name, answered from the bundled data (works offline, in
 * milliseconds). Only a name the data does not know is asked of the geocoder, for a short moment;
 * its answer is named by the nearest PIN so it carries a city and state like every other place.
 */
export async function lookupPlace(
  ctx: AppContext,
  query: string,
  onFailure?: ProviderFailureReport,
): Promise<Place> {
  const index = await placeIndex();
  const text = query.trim();
  const pin = looksLikePin(text) ? text.replace(/\s+/g, '') : null;
  const offline = pin ? index.byPin(pin) : index.byName(text);
  if (offline) return offline;

  const address: GeocodableAddress = pin ? { zipCode: pin } : { area: text };
  const fallback = pin ? null : placeOfHint(index, text);
  const geocoding = geocoderFor(ctx).geocode(address, onFailure);
  const geocoded = await withinMs(geocoding, fallback ? GEOCODER_WAIT_WITH_FALLBACK_MS : GEOCODER_WAIT_MS);
  const coordinates = geocoded?.found ? geocoded.coordinates : null;
  const near = coordinates ? index.nearest(coordinates.lat, coordinates.lng) : null;
  if (!coordinates || !near) {
    if (fallback) return fallback;
    throw notFound(PLACE_MESSAGES.notFound);
  }
  const name = geocoded?.formattedAddress.split(',')[0]?.trim() || text;
  return { ...near, ...coordinates, label: `${name}, ${near.city}`, pin: pin ?? near.pin };
}

/**
 * Where an address without coordinates lies, from the offline data alone: its PIN, else its area or
 * city within its state, else its city anywhere. Null when none of them is known.
 */
export async function placeAddressOffline(address: {
  zipCode?: string | null;
  area?: string | null;
  city?: string | null;
  state?: string | null;
}): Promise<Place | null> {
  const index = await placeIndex();
  const pin = (address.zipCode ?? '').trim();
  const byPin = pin ? index.byPin(pin) : null;
  if (byPin) return byPin;
  const city = (address.city ?? '').trim();
  const state = (address.state ?? '').trim();
  const area = (address.area ?? '').trim();
  const tries = [area && city ? `${area}, ${city}` : '', city && state ? `${city}, ${state}` : '', city];
  for (const text of tries.filter(Boolean)) {
    const place = index.byName(text);
    if (place) return place;
  }
  return null;
}

/**
 * "Brigade Gateway, Bengaluru": the offline data does not know the first part but knows a later one (the
 * city, the state), the last known first. Null when no part after a comma is known.
 */
function placeOfHint(index: PlaceIndex, text: string): Place | null {
  const parts = text.split(',').map((part) => part.trim());
  for (let i = parts.length - 1; i >= 1; i--) {
    const place = parts[i] ? index.byName(parts.slice(i).join(', ')) : null;
    if (place) return place;
  }
  return null;
}

/** The promise's value, or null when it has not settled within `ms` (it is left to finish on its own). */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise.catch(() => null), timeout]).finally(() => clearTimeout(timer));
}
