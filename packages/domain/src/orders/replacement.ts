import { z } from 'zod';
import { storableString } from '../common/storable-string.js';

/**
 * PRODUCT.md §12 "Replacements": what the customer wants done, per item, when the shop does not have it.
 * "best_match": the shopper picks a similar product; "specific": this named product of the same shop;
 * "none": remove the item.
 */
export const REPLACEMENT_MODES = ['best_match', 'specific', 'none'] as const;
export type ReplacementMode = (typeof REPLACEMENT_MODES)[number];
export const DEFAULT_REPLACEMENT_MODE: ReplacementMode = 'best_match';

export const REPLACEMENT_MODE_LABELS: Record<ReplacementMode, string> = {
  best_match: 'Best match',
  specific: 'This instead',
  none: "Don't replace (remove it)",
};

export const REPLACEMENT_MESSAGES = {
  specificNeedsProduct: 'Choose the product to get instead',
  specificSameAsItem: 'Choose a different product to get instead',
  onlyWithSpecific: 'A product is named only with "This instead"',
} as const;

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

/** A replacement counts unless the customer refused it. */
export const isReplacementKept = (replacedWith: { refused?: boolean } | null | undefined): boolean =>
  !!replacedWith && replacedWith.refused !== true;

/** A replacement needs the customer's own approval unless it is their "This instead" product. */
export const needsReplacementApproval = (replacedWith: { matchesPreference: boolean } | null | undefined) =>
  !!replacedWith && !replacedWith.matchesPreference;
