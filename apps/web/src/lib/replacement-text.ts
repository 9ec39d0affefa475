import type { ReplacementMode } from '@jhola/domain';
import { tLib } from './i18n';

/**
 * PRODUCT.md §12: an item's replacement choice in a few words, as the cart, the checkout and the order
 * page show it after "If not available:". The product's name already says its size ("Amul Taaza 500 ml").
 */
export function replacementText(choice: {
  mode: ReplacementMode;
  product?: { name: string } | null;
}): string {
  if (choice.mode === 'none') return tLib('lib.replacementRemove');
  if (choice.mode === 'specific')
    return choice.product
      ? tLib('lib.replacementInstead', { name: choice.product.name })
      : tLib('lib.replacementThisInstead');
  return tLib('lib.replacementBestMatch');
}

/** Short help under each choice: what the shopper will do (read when shown, in the language on screen). */
export const REPLACEMENT_HELP: Readonly<Record<ReplacementMode, string>> = {
  get best_match() {
    return tLib('lib.replacementHelpBestMatch');
  },
  get specific() {
    return tLib('lib.replacementHelpSpecific');
  },
  get none() {
    return tLib('lib.replacementHelpNone');
  },
};
