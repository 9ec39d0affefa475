import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['up', 'down']),
  /** 'none' when REDIS_URL is unset (one process needs no Redis). */
  redis: z.enum(['up', 'down', 'none']),
  uptimeSeconds: z.number(),
});

/** GET /api/ready: may this process take new requests (the load balancer's check)? */
export const readinessSchema = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'none']),
});
export type Readiness = z.infer<typeof readinessSchema>;

export { type ApiHealthState, apiHealthFromStatus, HEALTH_CHECK_INTERVAL_MS } from './api-health.js';
