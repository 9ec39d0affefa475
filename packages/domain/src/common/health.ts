import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export { type ApiHealthState, apiHealthFromStatus, HEALTH_CHECK_INTERVAL_MS } from './api-health.js';
