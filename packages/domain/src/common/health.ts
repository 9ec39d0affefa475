import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** §4 API health as the app sees it: checked every 60 s. */
export const HEALTH_CHECK_INTERVAL_MS = 60_000;
export type ApiHealthState = 'unknown' | 'healthy' | 'unhealthy' | 'error';

/** An answer of ok (2xx) or 401 means the server is up; any other status is unhealthy. */
export function apiHealthFromStatus(status: number): 'healthy' | 'unhealthy' {
  return (status >= 200 && status < 300) || status === 401 ? 'healthy' : 'unhealthy';
}
