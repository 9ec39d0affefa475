import type { ReplacementMode } from '@jhola/domain';

/**
 * PRODUCT.md §12: an item's replacement choice in a few words, as the cart, the checkout and the order
 * page show it after "If not available:". The product's name already says its size ("Amul Taaza 500 ml").
 */
export function replacementText(choice: {
  mode: ReplacementMode;
  product?: { name: string } | null;
}): string {
  if (choice.mode === 'none') return 'Remove it';
  if (choice.mode === 'specific') return choice.product ? `${choice.product.name} instead` : 'This instead';
  return 'Best match';
}

/** Short help under each choice: what the shopper will do. */
export const REPLACEMENT_HELP: Record<ReplacementMode, string> = {
  best_match: 'Your shopper picks the closest product. You approve it before paying.',
  specific: 'Your shopper brings the product you choose. No need to ask you again.',
  none: 'Your shopper leaves it out. You pay nothing for it.',
};
