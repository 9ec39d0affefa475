import type { ReplacementPreference, ReplacementProduct } from '../orders/replacement.js';
import { REPLACEMENT_MODES, type ReplacementMode } from '../orders/replacement-modes.js';

/**
 * PRODUCT.md §12 "Replacements" in the cart: an item's own choice, kept with the item so it survives a
 * reload and leaves with the item. An item without one follows the order's default (chosen at checkout).
 * With "This instead" the chosen product is kept for display (name, unit, price, picture).
 */
export interface CartReplacement {
  mode: ReplacementMode;
  product: ReplacementProduct | null;
}

/** The order-wide default: "Best match" or "Don't replace" (a named product only makes sense per item). */
export const DEFAULT_MODES = ['best_match', 'none'] as const satisfies readonly ReplacementMode[];
export type DefaultReplacementMode = (typeof DEFAULT_MODES)[number];

const isMode = (value: unknown): value is ReplacementMode =>
  typeof value === 'string' && (REPLACEMENT_MODES as readonly string[]).includes(value);

/** A stored choice read back from storage: kept only when whole ("This instead" needs its product). */
export function repairCartReplacement(raw: unknown, itemId: string): CartReplacement | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { mode, product } = raw as { mode?: unknown; product?: Partial<ReplacementProduct> | null };
  if (!isMode(mode)) return undefined;
  if (mode !== 'specific') return { mode, product: null };
  if (!product || typeof product._id !== 'string' || !product._id || product._id === itemId) return undefined;
  if (typeof product.name !== 'string' || typeof product.price !== 'number') return undefined;
  return {
    mode,
    product: {
      _id: product._id,
      name: product.name,
      unit: typeof product.unit === 'string' ? product.unit : '',
      price: product.price,
      imageUrl: typeof product.imageUrl === 'string' ? product.imageUrl : null,
    },
  };
}

/** The mode an item follows: its own, else the order's default. */
export const effectiveReplacementMode = (
  item: { replacement?: CartReplacement | null },
  orderDefault: DefaultReplacementMode,
): ReplacementMode => item.replacement?.mode ?? orderDefault;

/** What checkout sends as `items[].replacement` for a cart item. */
export function replacementPreferenceOf(
  item: { replacement?: CartReplacement | null },
  orderDefault: DefaultReplacementMode,
): ReplacementPreference {
  const own = item.replacement;
  if (own?.mode === 'specific' && own.product) return { mode: 'specific', productId: own.product._id };
  if (own && own.mode !== 'specific') return { mode: own.mode };
  return { mode: orderDefault };
}
