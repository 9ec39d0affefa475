import { addressText, cityStateText, type GeocodableAddress, type GeocodeResult } from '@jhola/domain';
import { appLocal } from '../../app-locals.js';
import type { AppContext } from '../../context.js';
import { LruCache } from './lru-cache.js';
import { askGoogle, askNominatim, type ProviderAnswer, type ProviderOptions } from './providers.js';
import { databaseThrottle } from './throttle.js';

export interface GeocoderOptions {
  googleKey: string | undefined;
  googleUrl: string;
  nominatimUrl: string;
  userAgent: string;
  /** PRODUCT.md §9: 8 seconds per call. */
  timeoutMs?: number;
  cacheSize?: number;
  now?: () => number;
  /** Nominatim's turn-taking across processes (throttle.ts); none in unit tests of the chain. */
  nominatimThrottle?: () => Promise<boolean>;
  /** Receives one line per provider call that failed; never the key or the URL with it. */
  onProviderFailure?: (provider: 'google' | 'nominatim', reason: string) => void;
}

const HIT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A definite "not found" is remembered briefly, so a typo does not cost four calls every retry. */
const MISS_TTL_MS = 10 * 60 * 1000;

const NOT_FOUND: GeocodeResult = {
  found: false,
  coordinates: null,
  formattedAddress: '',
  approximate: false,
};

/** Lower case, single spaces, no stray punctuation: "12, MG  Road" and "12 mg road" are the same key. */
export const normaliseAddressKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[.,;#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * PRODUCT.md §7 geocoding chain: Google (when a key is set), then Nominatim, each on the full address; then both
 * again on "city, state, India". Only places in India count. Results are cached by address text.
 */
export class Geocoder {
  private readonly cache: LruCache<GeocodeResult>;
  private readonly provider: ProviderOptions;
  private readonly now: () => number;

  constructor(private readonly options: GeocoderOptions) {
    this.cache = new LruCache(options.cacheSize ?? 1000);
    this.provider = {
      timeoutMs: options.timeoutMs ?? 8000,
      userAgent: options.userAgent,
      ...(options.nominatimThrottle ? { nominatimThrottle: options.nominatimThrottle } : {}),
    };
    this.now = options.now ?? Date.now;
  }

  /** `onFailure` reports a provider that failed during this lookup (to the caller's request log). */
  async geocode(address: GeocodableAddress, onFailure?: ProviderFailureReport): Promise<GeocodeResult> {
    const full = addressText(address);
    const key = normaliseAddressKey(full);
    const cached = this.cache.get(key, this.now());
    if (cached) return cached;

    const failed = new Set<'google' | 'nominatim'>();
    let result = await this.tryProviders(full, failed, onFailure);
    let approximate = false;
    if (!result) {
      const short = cityStateText(address);
      if (normaliseAddressKey(short) !== key) {
        result = await this.tryProviders(short, failed, onFailure);
        approximate = result !== null;
      }
    }
    if (result) {
      const found: GeocodeResult = { found: true, ...result, approximate };
      this.cache.set(key, found, HIT_TTL_MS, this.now());
      return found;
    }
    // Only a definite answer is remembered: a provider that could not be reached may answer next time.
    if (failed.size === 0) this.cache.set(key, NOT_FOUND, MISS_TTL_MS, this.now());
    return NOT_FOUND;
  }

  private async tryProviders(
    text: string,
    failed: Set<'google' | 'nominatim'>,
    onFailure?: ProviderFailureReport,
  ) {
    const { googleKey, googleUrl, nominatimUrl } = this.options;
    const attempts: ['google' | 'nominatim', () => Promise<ProviderAnswer>][] = [];
    if (googleKey) attempts.push(['google', () => askGoogle(text, googleUrl, googleKey, this.provider)]);
    attempts.push(['nominatim', () => askNominatim(text, nominatimUrl, this.provider)]);
    for (const [name, ask] of attempts) {
      if (failed.has(name)) continue; // already slow or unreachable in this lookup
      const answer = await ask();
      if (answer.kind === 'hit') return answer.hit;
      if (answer.kind === 'failed') {
        failed.add(name);
        this.options.onProviderFailure?.(name, answer.reason);
        onFailure?.(name, answer.reason);
      }
    }
    return null;
  }
}

export type ProviderFailureReport = (provider: 'google' | 'nominatim', reason: string) => void;

/** Logs a provider failure on the log of the request that caused it. */
export const logProviderFailure =
  (log: { warn: (obj: object, msg: string) => void } | undefined): ProviderFailureReport =>
  (provider, reason) =>
    log?.warn({ provider, reason }, 'geocoder call failed');

/** One geocoder (and so one cache) per app, shared by POST /api/geocode and order placement. */
export const geocoderFor = appLocal((ctx: AppContext): Geocoder => {
  const { googleKey, googleUrl, nominatimUrl, nominatimIntervalMs } = ctx.config.geocoder;
  return new Geocoder({
    googleKey,
    googleUrl,
    nominatimUrl,
    userAgent: `Jhola/${ctx.config.version} (+${ctx.config.appUrl}; ${ctx.config.supportEmail})`,
    ...(nominatimIntervalMs > 0
      ? { nominatimThrottle: databaseThrottle(ctx.db, 'nominatim', nominatimIntervalMs) }
      : {}),
  });
});
