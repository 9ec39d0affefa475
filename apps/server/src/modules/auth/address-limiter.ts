import { counterCommand, type SharedRedis } from '../shared-redis/client.js';

/**
 * Per-address limit (the per-IP one is @fastify/rate-limit): at most `max` counted attempts per address
 * in a fixed window. Counted in Redis when REDIS_URL is set (all processes share the count), otherwise
 * in this process's memory, bounded (see MemoryAddressLimiter).
 */
export interface AddressLimiter {
  /** True when the address has used up its attempts in the current window. */
  isBlocked(address: string): Promise<boolean>;
  /** Counts one attempt; answers false when the limit was already reached. */
  hit(address: string): Promise<boolean>;
}

/** Most addresses remembered at once: a spray of made-up addresses evicts the oldest, never grows memory. */
const MAX_TRACKED = 10_000;

export class MemoryAddressLimiter implements AddressLimiter {
  private readonly hits = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
    private readonly maxTracked = MAX_TRACKED,
  ) {}

  get size(): number {
    return this.hits.size;
  }

  async isBlocked(address: string): Promise<boolean> {
    const entry = this.current(address);
    return entry !== undefined && entry.count >= this.max;
  }

  async hit(address: string): Promise<boolean> {
    const entry = this.current(address);
    if (!entry) {
      this.makeRoom();
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

  /** Expired windows go first; if all are live, the oldest (Map order is insertion order). */
  private makeRoom(): void {
    if (this.hits.size < this.maxTracked) return;
    const now = this.now().getTime();
    for (const [key, entry] of this.hits) if (now - entry.windowStart >= this.windowMs) this.hits.delete(key);
    for (const key of this.hits.keys()) {
      if (this.hits.size < this.maxTracked) break;
      this.hits.delete(key);
    }
  }
}

/** The same window in Redis: INCR with an expiry set by the first hit. Fails open on a Redis outage. */
export class RedisAddressLimiter implements AddressLimiter {
  constructor(
    private readonly redis: SharedRedis,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private key(address: string) {
    return `jhola:address:${this.name}:${address.toLowerCase()}`;
  }

  async isBlocked(address: string): Promise<boolean> {
    const value = await counterCommand(this.redis.get(this.key(address))).catch(() => null);
    return value !== null && Number(value) >= this.max;
  }

  async hit(address: string): Promise<boolean> {
    try {
      const key = this.key(address);
      const count = await counterCommand(this.redis.incr(key));
      if (count === 1) await counterCommand(this.redis.pExpire(key, this.windowMs));
      return count <= this.max;
    } catch {
      return true;
    }
  }
}
