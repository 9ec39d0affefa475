import { type CartCustomItem, customNameError, MAX_CUSTOM_ITEMS } from '../orders/custom-items.js';
import { parseQuantity } from './quantity.js';

// Apart from custom-cart.ts: reading the saved cart is in the web's first load, adding to it is not.

/** A named item's quantity: a whole number from 1 to 999 (1 when unreadable). */
export const cleanQuantity = (value: unknown): number =>
  Math.min(999, Math.max(1, parseQuantity(value) ?? 1));

/** What storage holds, repaired: bad entries dropped, at most ten kept. */
export function normaliseCustomItems(raw: unknown): CartCustomItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (item): item is CartCustomItem =>
        !!item &&
        typeof item === 'object' &&
        typeof item.id === 'string' &&
        typeof item.customName === 'string' &&
        customNameError(item.customName) === null,
    )
    .slice(0, MAX_CUSTOM_ITEMS)
    .map((item) => ({
      id: item.id,
      customName: item.customName.trim(),
      quantity: cleanQuantity(item.quantity),
      notes: typeof item.notes === 'string' ? item.notes.slice(0, 500) : '',
    }));
}
