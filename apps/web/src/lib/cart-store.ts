/**
 * The cart: one shop at a time, kept in local storage so a reload or a new tab keeps it.
 *
 * Storage: key `cart` holds `{ state: { items, selectedShop, replacementDefault }, version: 1 }` (Zustand
 * persist format).
 * Everything read back is repaired by `normaliseCart` (bad items dropped, shop derived from the first item).
 * The checkout keys of PRODUCT.md §3 (checkoutItems, checkoutAddress, finalCheckoutOrder, lastOrderAmount) belong to
 * the checkout, not to this store.
 *
 * All rules live in @jhola/domain (cart/cart.ts); this file only holds the state and persists it.
 *
 * API (use the selector hooks in components so they re-render only on what they read):
 *   useCartItems()                 CartItem[]             the items, in the order they were added
 *   useCartItemCount()             number                 total quantity (the header badge)
 *   useSelectedShop()              SelectedShop | null    the cart's shop ({_id, name, deliveryFee, hasTax, taxRate})
 *   useCartStore.getState().
 *     addItem(product, shop, qty?) AddToCartResult        PRODUCT.md §4/PRODUCT.md §5 rules; outcome 'added' | 'increased' | 'reset',
 *                                                         or { ok: false, message } to show to the customer
 *     updateQuantity(id, qty)      cart page input: a non-number or below 1 removes the item
 *     setQuantity(id, qty)         store update: at least 1, a non-number becomes 1
 *     removeItem(id)               removing the last item clears the selected shop
 *     setNotes(id, notes)          shopper notes per item (max 500 characters)
 *     setReplacement(id, choice)   PRODUCT.md §12: the item's own "if not available" choice
 *     setReplacementDefault(mode)  the order's default for items without their own choice ("Best match")
 *     clear()                      after an order is placed, or Clear Cart
 *     replaceWith(lines, shop)     a new cart of these products of one shop (Order again, after asking)
 *     (issue 29: the named items' own actions are in cart-custom-items.ts, outside the first load)
 *   useCartCustomItems()          CartCustomItem[]       the named items (priced by the shopper)
 */
import {
  type AddToCartResult,
  addToCart,
  type Cart,
  type CartCustomItem,
  type CartItem,
  type CartProduct,
  type CartReplacement,
  cartItemCount,
  DEFAULT_MODES,
  type DefaultReplacementMode,
  EMPTY_CART,
  normaliseCart,
  normaliseCustomItems,
  removeFromCart,
  type SelectedShop,
  type ShopForCart,
  setCartItemNotes,
  setCartItemReplacement,
  setCartQuantity,
  toSelectedShop,
  updateCartQuantity,
} from '@jhola/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CART_STORAGE_KEY = 'cart';

export interface CartState extends Cart {
  /** PRODUCT.md §12: what items without their own choice get when the shop does not have them. */
  replacementDefault: DefaultReplacementMode;
  addItem(product: CartProduct, shop: ShopForCart | null | undefined, quantity?: number): AddToCartResult;
  updateQuantity(productId: string, quantity: unknown): void;
  setQuantity(productId: string, quantity: unknown): void;
  removeItem(productId: string): void;
  setNotes(productId: string, notes: string): void;
  setReplacement(productId: string, choice: CartReplacement): void;
  setReplacementDefault(mode: DefaultReplacementMode): void;
  clear(): void;
  replaceWith(lines: readonly { product: CartProduct; quantity: number }[], shop: ShopForCart): void;
  /** Issue 29: items the app does not list, and the shop they were asked of. */
  customItems: CartCustomItem[];
  customShop: SelectedShop | null;
}

const now = () => new Date().toISOString();
/** The shop of the whole cart: the products' shop, else the shop the named items were asked of. */
export const shopOfCart = (s: Pick<CartState, 'selectedShop' | 'items' | 'customShop' | 'customItems'>) =>
  s.selectedShop ?? s.items[0]?.shopData ?? (s.customItems.length > 0 ? s.customShop : null);
export const NO_CUSTOM: Pick<CartState, 'customItems' | 'customShop'> = { customItems: [], customShop: null };
const cartOf = (state: Cart): Cart => ({ items: state.items, selectedShop: state.selectedShop });
const STARTING_DEFAULT: DefaultReplacementMode = 'best_match';
const repairDefault = (raw: unknown): DefaultReplacementMode =>
  (DEFAULT_MODES as readonly unknown[]).includes(raw) ? (raw as DefaultReplacementMode) : STARTING_DEFAULT;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...EMPTY_CART,
      replacementDefault: STARTING_DEFAULT,
      ...NO_CUSTOM,
      addItem(product, shop, quantity) {
        const result = addToCart(cartOf(get()), product, shop, { quantity, now: now() });
        if (!result.ok) return result;
        // Named items of another shop go with the rest of that shop's cart.
        const custom = get().customShop;
        const otherShop =
          get().customItems.length > 0 && custom && custom._id !== result.cart.selectedShop?._id;
        set({ ...result.cart, ...(otherShop ? NO_CUSTOM : {}) });
        return otherShop ? { ...result, outcome: 'reset' } : result;
      },
      updateQuantity: (productId, quantity) =>
        set((s) => updateCartQuantity(cartOf(s), productId, quantity, now())),
      setQuantity: (productId, quantity) =>
        set((s) => setCartQuantity(cartOf(s), productId, quantity, now())),
      removeItem: (productId) => set((s) => removeFromCart(cartOf(s), productId)),
      setNotes: (productId, notes) => set((s) => setCartItemNotes(cartOf(s), productId, notes, now())),
      setReplacement: (productId, choice) =>
        set((s) => setCartItemReplacement(cartOf(s), productId, choice, now())),
      setReplacementDefault: (mode) => set({ replacementDefault: repairDefault(mode) }),
      // A new cart starts again from "Best match": an old "Don't replace" never applies unseen.
      clear: () => set({ ...EMPTY_CART, ...NO_CUSTOM, replacementDefault: STARTING_DEFAULT }),
      replaceWith(lines, shop) {
        let cart: Cart = EMPTY_CART;
        for (const { product, quantity } of lines) {
          const result = addToCart(cart, product, shop, { quantity, now: now() });
          if (result.ok) cart = result.cart;
        }
        set({ ...cart, ...NO_CUSTOM });
      },
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        ...cartOf(s),
        replacementDefault: s.replacementDefault,
        customItems: s.customItems,
        customShop: s.customShop,
      }),
      // Whatever is in storage (older shape, hand-edited, half-written) is repaired, never trusted.
      merge: (persisted, current) => ({
        ...current,
        ...normaliseCart(persisted),
        replacementDefault: repairDefault(
          (persisted as { replacementDefault?: unknown } | null)?.replacementDefault,
        ),
        ...repairCustom(persisted),
      }),
    },
  ),
);

/** Another tab changed the cart: pick it up so the badge and cart page agree everywhere. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  });
}

/** Named items read back from storage; without a whole shop they cannot be ordered, so they are dropped. */
function repairCustom(persisted: unknown): Pick<CartState, 'customItems' | 'customShop'> {
  const raw = (persisted ?? {}) as { customItems?: unknown; customShop?: Partial<SelectedShop> | null };
  const shop = raw.customShop;
  if (!shop || typeof shop._id !== 'string' || typeof shop.name !== 'string') return NO_CUSTOM;
  const customItems = normaliseCustomItems(raw.customItems);
  return customItems.length > 0
    ? { customItems, customShop: toSelectedShop({ ...shop, _id: shop._id, name: shop.name }) }
    : NO_CUSTOM;
}

export const useCartItems = (): CartItem[] => useCartStore((s) => s.items);
export const useCartCustomItems = (): CartCustomItem[] => useCartStore((s) => s.customItems);
export const useReplacementDefault = (): DefaultReplacementMode => useCartStore((s) => s.replacementDefault);
export const useCartItemCount = (): number =>
  useCartStore((s) => cartItemCount(s) + s.customItems.reduce((sum, item) => sum + item.quantity, 0));
/** The selected shop, derived from the first item when missing (PRODUCT.md §4), else the named items' shop. */
export const useSelectedShop = (): SelectedShop | null => useCartStore(shopOfCart);
