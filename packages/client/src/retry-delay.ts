/**
 * "Full jitter" backoff: a random wait between 0 and base × 2^attempt, capped. After an outage every
 * open app retries at once; spreading the retries stops them from arriving as one wave when the server
 * comes back, and the doubling gives a struggling server room. Attempt 0 is the first retry.
 */
export function fullJitterDelayMs(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}
