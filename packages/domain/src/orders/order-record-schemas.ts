import { z } from 'zod';
import { SAVED_PICK_STATES } from './item-picks.js';
import { PAYMENT_METHODS } from './payment.js';

/*
 * What an order record carries of its payment, its items' ticks and its rating, as the order schema
 * (order.ts) reads them. Apart from payment.ts, item-picks.ts and rating.ts, whose rules the order page
 * uses: those stay free of the schema library, which the page then does not download (decision 0051).
 */

/** What the delivery person recorded at handover. */
export const orderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  /** The UPI transaction number the customer showed; null for cash or when not noted. */
  reference: z.string().nullable(),
  collectedAt: z.string(),
  collectedBy: z.object({ _id: z.string(), name: z.string() }),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** What an item carries of its tick; null fields while the shopper has not looked at it. */
export const savedPickSchema = z.object({
  state: z.enum(SAVED_PICK_STATES),
  quantity: z.number().nullable(),
  price: z.number().nullable(),
  pickedAt: z.string(),
});
export type SavedPick = z.infer<typeof savedPickSchema>;

export const orderRatingSchema = z.object({
  shopRating: z.number().int(),
  shopperRating: z.number().int(),
  /** The delivery person's stars; null when the shopper delivered (or for ratings made before issue 47). */
  riderRating: z.number().int().nullable().optional(),
  comment: z.string(),
  createdAt: z.string(),
});
