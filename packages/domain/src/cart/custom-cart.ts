import { type CartCustomItem, customNameError, MAX_CUSTOM_ITEMS } from '../orders/custom-items.js';
import { cleanQuantity } from './custom-cart-storage.js';
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
