import { z } from 'zod';
import { storableString } from '../common/storable-string.js';
import { DEFAULT_REPLACEMENT_MODE, REPLACEMENT_MESSAGES, REPLACEMENT_MODES } from './replacement-modes.js';

export * from './replacement-modes.js';

/** What the customer sends per item at checkout (`items[].replacement`). */
export const replacementPreferenceSchema = z
  .object({
    mode: z.enum(REPLACEMENT_MODES),
    productId: storableString().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'specific' && !value.productId)
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message: REPLACEMENT_MESSAGES.specificNeedsProduct,
      });
    if (value.mode !== 'specific' && value.productId)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: REPLACEMENT_MESSAGES.onlyWithSpecific });
  });
export type ReplacementPreference = z.infer<typeof replacementPreferenceSchema>;

/** A product as an order shows it next to an item (the named "This instead" product or the one brought). */
export const replacementProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.string(),
  price: z.number(),
  imageUrl: z.string().nullable(),
});
export type ReplacementProduct = z.infer<typeof replacementProductSchema>;

/** The stored preference of an order item, with the named product for display. */
export const replacementChoiceSchema = z.object({
  mode: z.enum(REPLACEMENT_MODES),
  productId: z.string().nullable(),
  product: replacementProductSchema.nullable(),
});
export type ReplacementChoice = z.infer<typeof replacementChoiceSchema>;
export const DEFAULT_REPLACEMENT_CHOICE: ReplacementChoice = {
  mode: DEFAULT_REPLACEMENT_MODE,
  productId: null,
  product: null,
};

/**
 * What the shopper brought instead of a missing item, priced by the server from its own catalogue.
 * `matchesPreference`: it is the customer's own "This instead" product, so it needs no approval of its own.
 * `refused`: the customer refused it while approving the revision (it became a removal).
 */
export const replacedWithSchema = replacementProductSchema.omit({ _id: true }).extend({
  productId: z.string(),
  quantity: z.number().int(),
  matchesPreference: z.boolean(),
  refused: z.boolean(),
});
export type ReplacedWith = z.infer<typeof replacedWithSchema>;

/** The shopper's replacement in `POST /shopper/orders/:id/revise` (`items[].replacement`). */
export const reviseReplacementSchema = z.object({
  productId: storableString().max(64),
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(999),
});

/**
 * The body of `POST /orders/:id/approve-revision`: the replacements the customer refuses (by original item).
 * Optional: a call without a body (Fastify reads it as null) approves everything.
 */
export const approveRevisionRequestSchema = z
  .object({ refusedReplacements: z.array(storableString().max(64)).max(200).optional().default([]) })
  .nullish()
  .transform((body) => body ?? { refusedReplacements: [] });
export type ApproveRevisionRequest = z.input<typeof approveRevisionRequestSchema>;
