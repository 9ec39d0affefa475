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

export const handInRequestSchema = z.object({
  riderId: z.uuid({ error: 'Choose a delivery person' }),
  date: collectionsQuerySchema.shape.date,
});

/** Who an online rupee belongs to (issue 43): the customer who paid, or the staff a tip went to. */
export const moneyPersonSchema = z.object({ _id: z.string().nullable(), name: z.string().nullable() });

/**
 * One order's online money made on the day (issue 43), in rupees: captured (kept, net of what went back
 * unused), released (held but not charged), refunded (given back after capture, processed or on its way),
 * pending (authorised holds and captures the gateway has not confirmed), and tips with their shares.
 */
export const onlineOrderMoneySchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customer: moneyPersonSchema,
  captured: z.number(),
  released: z.number(),
  refunded: z.number(),
  pending: z.number(),
  tips: z.number(),
  tipShares: z.array(
    moneyPersonSchema.extend({ role: z.enum(['shopper', 'rider', 'unassigned']), amount: z.number() }),
  ),
});
export type OnlineOrderMoney = z.infer<typeof onlineOrderMoneySchema>;

const onlineMoneyTotalsSchema = z.object({
  captured: z.number(),
  released: z.number(),
  refunded: z.number(),
  pending: z.number(),
  tips: z.number(),
});

export const onlineMoneySchema = z.object({
  orders: z.array(onlineOrderMoneySchema),
  totals: onlineMoneyTotalsSchema,
});
export type OnlineMoney = z.infer<typeof onlineMoneySchema>;

export const collectionsSchema = z.object({
  date: z.string(),
  riders: z.array(riderCollectionSchema),
  totals: z.object({ cash: z.number(), upi: z.number() }),
  /** Issue 43: the day's online payments, refunds, releases, holds and tips, per order. */
  online: onlineMoneySchema,
});
export type Collections = z.infer<typeof collectionsSchema>;
