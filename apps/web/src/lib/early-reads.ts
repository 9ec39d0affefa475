/**
 * API reads the page started before the app's code arrived (the landing script,
 * scripts/vite-route-preload.mjs, for the screen it opens: app/landing-screens.ts), so that the first
 * screen's data is on its way while the code downloads: on a slow network a round trip (150 ms and more) off the first screen with content.
 *
 * The app takes such a read instead of asking again, once, and only when it is the same request it would
 * send: the same address, token and language, and young (an older answer is asked for afresh).
 */
export interface EarlyRead {
  /** Date.now() when the read was started. */
  at: number;
  /** The bearer token it was sent with ('' for none). */
  token: string;
  language: string;
  /** null when the read failed (offline): the app then asks itself. */
  reply: Promise<{ status: number; body: string } | null>;
}

/** The page's reads by address (/api/… with its query, without `_t`): window.__jholaEarly in a browser. */
const pageReads = () => (globalThis as { __jholaEarly?: Record<string, EarlyRead> }).__jholaEarly;

/** How long after the page started its read the app still takes the answer. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/** The reply of the read the page started for `address`, when it is this very request; else null. */
export function takeEarlyRead(
  address: string,
  request: { token: string; language: string },
  now = Date.now(),
): EarlyRead['reply'] | null {
  const reads = pageReads();
  const read = reads?.[address];
  if (!reads || !read) return null;
  delete reads[address];
  const fresh = now - read.at >= 0 && now - read.at <= EARLY_READ_MAX_AGE_MS;
  if (!fresh || read.token !== request.token || read.language !== request.language) return null;
  return read.reply;
}
