import { counterCommand, type SharedRedis } from './client.js';

/** One round trip: count the hit and read the window's time left; the first hit opens the window. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to child(): the route's options under `routeInfo` (empty for `app.rateLimit()`). */
type ChildOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * A @fastify/rate-limit store counting in Redis, so N processes enforce one limit together (the
 * plugin's own Redis store needs ioredis; this one uses the node-redis client the app already has).
 */
export function redisRateLimitStore(redis: SharedRedis, prefix = 'jhola:rate:') {
  return class RedisRateLimitStore {
    constructor(
      _options: unknown,
      readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counterCommand(
        redis.eval(INCR_SCRIPT, { keys: [this.keyPrefix + key], arguments: [String(timeWindow)] }),
      )
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: object): RedisRateLimitStore {
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new RedisRateLimitStore(routeOptions, `${prefix}${String(method ?? '')}${String(url ?? '')}:`);
    }
  };
}
