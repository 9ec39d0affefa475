import { type Coordinates, isInIndia } from '@jhola/domain';

export interface ProviderHit {
  coordinates: Coordinates;
  formattedAddress: string;
}

/**
 * What one geocoder said: a hit, a definite "nothing there" (miss), or a failure to get an answer
 * (time-out, network, bad reply). A failed provider is not asked again within the same lookup.
 */
export type ProviderAnswer =
  | { kind: 'hit'; hit: ProviderHit }
  | { kind: 'miss' }
  | { kind: 'failed'; reason: string };

export interface ProviderOptions {
  timeoutMs: number;
  userAgent: string;
  /** Waits for a turn at Nominatim (one call a second across processes, throttle.ts); false: too busy. */
  nominatimThrottle?: () => Promise<boolean>;
}

async function getJson(url: URL, options: ProviderOptions): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': options.userAgent, 'accept-language': 'en-IN,en' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

const failure = (error: unknown): ProviderAnswer => ({
  kind: 'failed',
  reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable or bad reply',
});

const toNumber = (value: unknown): number => (typeof value === 'string' ? Number(value) : (value as number));

function coordinates(lat: unknown, lng: unknown): Coordinates | null {
  const c = { lat: toNumber(lat), lng: toNumber(lng) };
  return Number.isFinite(c.lat) && Number.isFinite(c.lng) ? c : null;
}

interface GoogleReply {
  status?: string;
  results?: {
    formatted_address?: string;
    geometry?: { location?: { lat?: number; lng?: number } };
    address_components?: { short_name?: string; types?: string[] }[];
  }[];
}

/** Google's geocoder, restricted to India by `components=country:IN` and checked again on the answer. */
export async function askGoogle(
  text: string,
  endpoint: string,
  key: string,
  options: ProviderOptions,
): Promise<ProviderAnswer> {
  const url = new URL(endpoint);
  url.searchParams.set('address', text);
  url.searchParams.set('components', 'country:IN');
  url.searchParams.set('region', 'in');
  url.searchParams.set('key', key);
  let reply: GoogleReply;
  try {
    reply = (await getJson(url, options)) as GoogleReply;
  } catch (error) {
    return failure(error);
  }
  if (reply.status === 'ZERO_RESULTS') return { kind: 'miss' };
  if (reply.status !== 'OK') return { kind: 'failed', reason: `status ${String(reply.status)}` };
  for (const result of reply.results ?? []) {
    const c = coordinates(result.geometry?.location?.lat, result.geometry?.location?.lng);
    const country = result.address_components?.find((p) => p.types?.includes('country'))?.short_name;
    if (c && isInIndia(c) && (country === undefined || country === 'IN')) {
      return { kind: 'hit', hit: { coordinates: c, formattedAddress: result.formatted_address ?? text } };
    }
  }
  return { kind: 'miss' };
}

type NominatimReply = {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: { country_code?: string };
}[];

/** OpenStreetMap's Nominatim, restricted to India by `countrycodes=in` and checked again on the answer. */
export async function askNominatim(
  text: string,
  endpoint: string,
  options: ProviderOptions,
): Promise<ProviderAnswer> {
  const url = new URL(endpoint);
  url.searchParams.set('q', text);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('countrycodes', 'in');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', '3');
  if (options.nominatimThrottle && !(await options.nominatimThrottle().catch(() => true)))
    return { kind: 'failed', reason: 'busy (one call a second)' };
  let reply: NominatimReply;
  try {
    reply = (await getJson(url, options)) as NominatimReply;
  } catch (error) {
    return failure(error);
  }
  if (!Array.isArray(reply)) return { kind: 'failed', reason: 'bad reply' };
  for (const place of reply) {
    const c = coordinates(place.lat, place.lon);
    const country = place.address?.country_code;
    if (c && isInIndia(c) && (country === undefined || country === 'in')) {
      return { kind: 'hit', hit: { coordinates: c, formattedAddress: place.display_name ?? text } };
    }
  }
  return { kind: 'miss' };
}
