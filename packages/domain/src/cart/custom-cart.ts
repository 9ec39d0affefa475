import { type CartCustomItem, customNameError, MAX_CUSTOM_ITEMS } from '../orders/custom-items.js';
import { parseQuantity } from './quantity.js';

/**
 * Issue 29: the items the customer names in the cart ("Can't find it? Ask your shopper"), pure like the
 * rest of the cart. They belong to the cart's one shop and go with the order as `customName` lines.
 */
export const CUSTOM_CART_MESSAGES = {
  full: 'You can ask for at most 10 items the app does not list in one order',
} as const;

export interface CustomItemInput {
  customName: string;
  quantity: unknown;
  notes?: string;
}

export type AddCustomResult = { ok: true; items: CartCustomItem[] } | { ok: false; message: string };

const cleanQuantity = (value: unknown): number => Math.min(999, Math.max(1, parseQuantity(value) ?? 1));

export function addCustomItem(
  items: readonly CartCustomItem[],
  input: CustomItemInput,
  id: string,
): AddCustomResult {
  const nameError = customNameError(input.customName);
  if (nameError) return { ok: false, message: nameError };
  if (items.length >= MAX_CUSTOM_ITEMS) return { ok: false, message: CUSTOM_CART_MESSAGES.full };
  const item: CartCustomItem = {
    id,
    customName: input.customName.trim(),
    quantity: cleanQuantity(input.quantity),
    notes: (input.notes ?? '').trim().slice(0, 500),
  };
  return { ok: true, items: [...items, item] };
}

/** A quantity below 1 (or not a number) removes the item, as for products (PRODUCT.md §5). */
export function setCustomQuantity(
  items: readonly CartCustomItem[],
  id: string,
  quantity: unknown,
): CartCustomItem[] {
  const parsed = parseQuantity(quantity);
  if (parsed === null || parsed < 1) return items.filter((item) => item.id !== id);
  return items.map((item) => (item.id === id ? { ...item, quantity: Math.min(999, parsed) } : item));
}

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
