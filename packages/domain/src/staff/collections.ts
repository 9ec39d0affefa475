import { z } from 'zod';

/**
 * Admin "Collections" (issue 28): per delivery person and India day, the cash and UPI taken at the door,
 * the orders behind them, and whether the cash was handed in (and who marked it).
 */
export const collectionsQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD')
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'Not a calendar date',
    ),
  format: z.enum(['json', 'csv']).optional().default('json'),
});

export const collectionOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  method: z.enum(['cash', 'upi']),
  amount: z.number(),
  reference: z.string().nullable(),
  collectedAt: z.string(),
});

export const riderCollectionSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  cash: z.number(),
  upi: z.number(),
  orders: z.array(collectionOrderSchema),
  handedIn: z.object({ at: z.string(), by: z.object({ _id: z.string(), name: z.string() }) }).nullable(),
});
export type RiderCollection = z.infer<typeof riderCollectionSchema>;

export const collectionsSchema = z.object({
  date: z.string(),
  riders: z.array(riderCollectionSchema),
  totals: z.object({ cash: z.number(), upi: z.number() }),
});
export type Collections = z.infer<typeof collectionsSchema>;

export const handInRequestSchema = z.object({
  riderId: z.uuid({ error: 'Choose a delivery person' }),
  date: collectionsQuerySchema.shape.date,
});
