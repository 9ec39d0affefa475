import { z } from 'zod';

/** GET /api/admin/metrics?days=N: the last N India days, today included (issue 30). */
export const adminMetricsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number from 1 to 90' })
    .int('days must be a whole number')
    .min(1, 'days must be from 1 to 90')
    .max(90, 'days must be from 1 to 90')
    .default(7),
});

const percentilesSchema = z.object({ p50: z.number().nullable(), p90: z.number().nullable() });

export const adminMetricsSchema = z.object({
  days: z.array(
    z.object({
      /** The India day, YYYY-MM-DD. */
      date: z.string(),
      placed: z.number().int(),
      delivered: z.number().int(),
      cancelled: z.number().int(),
      /** What the orders delivered that day came to, in paise. */
      revenue: z.number().int(),
    }),
  ),
  /** Orders placed, delivered and cancelled in each India hour (0–23) over the window. */
  hours: z.array(
    z.object({
      hour: z.number().int(),
      placed: z.number().int(),
      delivered: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
  /** Minutes an order of the window spent in each stage it finished; null when none did. */
  stageMinutes: z.object({
    waiting: percentilesSchema,
    shopping: percentilesSchema,
    answering: percentilesSchema,
    delivering: percentilesSchema,
  }),
  /** Share (0–1) of the window's orders the shopper revised. */
  revisionRate: z.number(),
  /** Share (0–1) of the replacements brought that the customer refused. */
  replacementRefusalRate: z.number(),
  /** Share (0–1) of the customer's answers (revision, bill) the deadline gave instead. */
  deadlineAnswerRate: z.number(),
  cancellationsByReason: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  /** The open orders waiting longest now, oldest first. */
  slowestOpen: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      status: z.string(),
      shopName: z.string(),
      minutes: z.number().int(),
    }),
  ),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;
