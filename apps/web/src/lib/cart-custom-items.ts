import {
  addCustomItem,
  type CustomItemInput,
  EMPTY_CART,
  type ShopForCart,
  setCustomQuantity,
  toSelectedShop,
} from '@jhola/domain';
import { shopOfCart, useCartStore } from './cart-store';

/**
 * Issue 29: the cart's items the app does not list, named by the customer and priced by the shopper.
 * Their state is the cart store's (saved with it); their actions live here, on the screens that use them,
 * so the store in the first load stays small (the first-load guard).
 */

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c${Date.now()}${Math.random().toString(36).slice(2)}`;

/** Adds a named item; a cart of another shop is reset first (outcome 'reset'). */
export function addCustomItemToCart(
  input: CustomItemInput,
  shop: ShopForCart,
): { ok: true; outcome: 'added' | 'reset' } | { ok: false; message: string } {
  const state = useCartStore.getState();
  const current = shopOfCart(state);
  const reset = current !== null && current._id !== shop._id;
  const result = addCustomItem(reset ? [] : state.customItems, input, newId());
  if (!result.ok) return result;
  useCartStore.setState({
    ...(reset ? EMPTY_CART : {}),
    customItems: result.items,
    customShop: toSelectedShop(shop),
  });
  return { ok: true, outcome: reset ? 'reset' : 'added' };
}

/** A quantity below 1 removes the item. */
export function setCustomItemQuantity(id: string, quantity: unknown): void {
  useCartStore.setState((s) => ({ customItems: setCustomQuantity(s.customItems, id, quantity) }));
}

export function removeCustomItem(id: string): void {
  useCartStore.setState((s) => ({ customItems: s.customItems.filter((item) => item.id !== id) }));
}
