/**
 * Per-address limit (the per-IP one is @fastify/rate-limit): at most `max` counted attempts per address
 * in a fixed window. In memory, per process; with several processes each keeps its own count, which
 * still bounds guessing per process (the account lock is in the database and is shared).
 */
export class AddressLimiter {
  private readonly hits = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** True when the address has used up its attempts in the current window. */
  isBlocked(address: string): boolean {
    const entry = this.current(address);
    return entry !== undefined && entry.count >= this.max;
  }

  /** Counts one attempt; answers false when the limit was already reached. */
  hit(address: string): boolean {
    const entry = this.current(address);
    if (!entry) {
      this.prune();
      this.hits.set(address, { count: 1, windowStart: this.now().getTime() });
      return true;
    }
    if (entry.count >= this.max) return false;
    entry.count += 1;
    return true;
  }

  private current(address: string) {
    const entry = this.hits.get(address);
    if (entry && this.now().getTime() - entry.windowStart >= this.windowMs) {
      this.hits.delete(address);
      return undefined;
    }
    return entry;
  }

  /** Keeps memory bounded: old windows go when the map grows. */
  private prune(): void {
    if (this.hits.size < 10_000) return;
    const now = this.now().getTime();
    for (const [key, entry] of this.hits) if (now - entry.windowStart >= this.windowMs) this.hits.delete(key);
  }
}
