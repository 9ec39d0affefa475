// No zod here: the customer app's cart (first load) reads these, and zod stays out of the first load.
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

/** A replacement counts unless the customer refused it. */
export const isReplacementKept = (replacedWith: { refused?: boolean } | null | undefined): boolean =>
  !!replacedWith && replacedWith.refused !== true;

/** A replacement needs the customer's own approval unless it is their "This instead" product. */
export const needsReplacementApproval = (replacedWith: { matchesPreference: boolean } | null | undefined) =>
  !!replacedWith && !replacedWith.matchesPreference;
