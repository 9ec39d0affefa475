/**
 * The writes the server keys by their Idempotency-Key header (a repeat within 24 h answers the first
 * result and does the work once): placing an order (`POST /orders`, where the key is required) and
 * writing into an order's conversation (`POST /orders/:id/messages`). The transport sends a key on these
 * by itself, so they are retried like reads; any other write is sent once, because the server would do
 * it again. A route that starts honouring the header declares it in its schema (so the API's description
 * names it) and joins this list: apps/server/src/http/client-retries.test.ts fails while the two differ
 * (docs/decisions/0054).
 */
const KEYED_WRITES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/orders$/ },
  { method: 'POST', path: /^\/orders\/[^/]+\/messages$/ },
  // Issue 44: reporting a problem; a retry is the same claim.
  { method: 'POST', path: /^\/orders\/[^/]+\/claims$/ },
];

/** True when the server honours an Idempotency-Key on this write (the path is the API's, without `/api`). */
export const acceptsIdempotencyKey = (method: string, path: string): boolean =>
  KEYED_WRITES.some((write) => write.method === method && write.path.test(path));

/**
 * A fresh key. `crypto.randomUUID` exists only on secure pages (https, localhost); a phone that opens the
 * app by a local address over http still gets 122 random bits, from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0'));
  return hex.join('');
}
