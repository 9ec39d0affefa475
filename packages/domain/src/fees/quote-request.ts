import { z } from 'zod';
import { storableString } from '../common/storable-string.js';
import { createOrderAddressSchema } from '../orders/requests.js';
import { FEE_KINDS } from './fee-rules.js';

/**
 * POST /api/cart/quote: the cart's items at a place. `lat`/`lng` are where the cart is delivered (the
 * chosen place); the checkout sends its `deliveryAddress` instead, placed the way the order will be, so
 * the quote is what the order will charge. Without either the farthest band applies.
 */
export const cartQuoteRequestSchema = z
  .object({
    shopId: storableString(),
    items: z
      .array(
        z.object({
          productId: storableString(),
          quantity: z.number().int().min(1).max(999),
        }),
      )
      .max(200),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    deliveryAddress: createOrderAddressSchema.optional(),
  })
  .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
    message: 'Send both lat and lng, or neither',
    path: ['lng'],
  });
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>;
export type CartQuoteInput = z.output<typeof cartQuoteRequestSchema>;

export const feeLineSchema = z.object({
  kind: z.enum(FEE_KINDS),
  /** The fee's name in the reader's language. */
  label: z.string(),
  amount: z.number(),
  /** Adding this much to the subtotal removes the fee. */
  addToRemove: z.number().optional(),
});

export const cartQuoteSchema = z.object({
  subtotal: z.number(),
  fees: z.array(feeLineSchema),
  taxes: z.number(),
  total: z.number(),
  freeDeliveryAbove: z.number().optional(),
  minimumOrder: z.number().optional(),
  /** How much more reaches the minimum order; absent when it is reached. */
  shortBy: z.number().optional(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;
