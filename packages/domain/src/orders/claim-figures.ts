import { z } from 'zod';
import { collectionsQuerySchema } from '../staff/collections.js';

/**
 * Issue 44 point 4: the business learns from claims. Counts and amounts per shop, per shopper and per
 * reason over days or weeks (India time), and the shoppers whose missing-item claims and the shops whose
 * damaged-item claims stand out.
 */
export const CLAIM_FIGURES_MAX_DAYS = 92;
/** A shopper (shop) stands out with at least this many missing-item (damaged-item) claims in the window… */
export const STAND_OUT_MIN_CLAIMS = 2;
/** …at a rate per delivered order at least this many times the rate across every shopper (shop). */
export const STAND_OUT_FACTOR = 2;

const day = collectionsQuerySchema.shape.date;

export const claimFiguresQuerySchema = z
  .object({
    from: day,
    to: day,
    by: z.enum(['day', 'week']).optional().default('day'),
    format: z.enum(['json', 'csv']).optional().default('json'),
  })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < CLAIM_FIGURES_MAX_DAYS, {
    message: `At most ${CLAIM_FIGURES_MAX_DAYS} days`,
    path: ['to'],
  });

export const CLAIM_FIGURE_DIMENSIONS = ['shop', 'shopper', 'reason'] as const;

export const claimFigureRowSchema = z.object({
  /** The India day, or the Monday that starts the week. */
  period: z.string(),
  dimension: z.enum(CLAIM_FIGURE_DIMENSIONS),
  /** The shop's or shopper's id, or the reason. */
  key: z.string(),
  name: z.string(),
  /** Claims with at least one line in this group. */
  claims: z.number().int(),
  /** Claimed items (lines). */
  items: z.number().int(),
  /** Rupees claimed, and approved. */
  claimed: z.number(),
  approved: z.number(),
});

export const claimStandOutSchema = z.object({
  id: z.string(),
  name: z.string(),
  deliveredOrders: z.number().int(),
  /** Claims with a missing item (shoppers) or a damaged item (shops). */
  flaggedClaims: z.number().int(),
  /** flaggedClaims per delivered order; null with no delivered order in the window. */
  rate: z.number().nullable(),
  standsOut: z.boolean(),
});

export const claimFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(['day', 'week']),
  rule: z.string(),
  rows: z.array(claimFigureRowSchema),
  shops: z.array(claimStandOutSchema),
  shoppers: z.array(claimStandOutSchema),
});

export type ClaimFiguresQuery = z.infer<typeof claimFiguresQuerySchema>;
export type ClaimFigureRow = z.infer<typeof claimFigureRowSchema>;
export type ClaimStandOut = z.infer<typeof claimStandOutSchema>;
export type ClaimFigures = z.infer<typeof claimFiguresSchema>;
