import { type GeocodableAddress, looksLikePin, PLACE_MESSAGES, type Place } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { geocoderFor, type ProviderFailureReport } from '../geocoding/geocoder.js';
import { placeIndex } from './place-data.js';

/** How long a lookup the offline data could not answer waits for the geocoder before saying "not found". */
const GEOCODER_WAIT_MS = 2500;

/**
 * GET /api/places/lookup: a PIN or a name, answered from the bundled data (works offline, in
 * milliseconds). Only a name the data does not know is asked of the geocoder, for at most a moment;
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
  const geocoded = await withinMs(geocoderFor(ctx).geocode(address, onFailure), GEOCODER_WAIT_MS);
  const coordinates = geocoded?.found ? geocoded.coordinates : null;
  const near = coordinates ? index.nearest(coordinates.lat, coordinates.lng) : null;
  if (!coordinates || !near) throw notFound(PLACE_MESSAGES.notFound);
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

/** The promise's value, or null when it has not settled within `ms` (it is left to finish on its own). */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise.catch(() => null), timeout]).finally(() => clearTimeout(timer));
}
