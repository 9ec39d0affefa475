import { DEFAULT_DELIVERY_FEE, DEFAULT_TAX_RATE } from '../catalogue/shop-constants.js';
import { type CartReplacement, repairCartReplacement } from './cart-replacement.js';
import { normaliseQuantity, parseQuantity } from './quantity.js';

/**
 * The cart rules of PRODUCT.md §4 and PRODUCT.md §5, pure: every function takes a cart and returns a new one.
 * The web app keeps the cart in a persisted store (apps/web/src/lib/cart-store.ts) that only calls these.
 */

/** PRODUCT.md §3 Selected shop: what the cart and checkout need to price the order. */
export interface SelectedShop {
  _id: string;
  name: string;
  deliveryFee: number;
  hasTax?: boolean;
  taxRate?: number;
}

/** A product's shop as the catalogue gives it: an id, or an object with the id (PRODUCT.md §3 Product.shopId). */
export type ProductShopRef = string | { _id: string; name?: string; deliveryFee?: number } | null | undefined;

/** What can be put in the cart: the catalogue product (only _id, name and price are required). */
export interface CartProduct {
  _id: string;
  name: string;
  price: number;
  originalPrice?: number | null;
  description?: string;
  category?: string;
  images?: string[];
  unit?: string;
  inStock?: boolean;
  stockQuantity?: number;
  tags?: string[];
  shopId?: ProductShopRef;
}

/** PRODUCT.md §3 Cart item: the product fields plus quantity, notes, shopId, shopData, addedAt and updatedAt. */
export interface CartItem extends Omit<CartProduct, 'shopId'> {
  quantity: number;
  notes: string;
  shopId: string;
  shopData: SelectedShop;
  addedAt: string;
  updatedAt: string;
  /** PRODUCT.md §12: the item's own replacement choice; absent means the order's default. */
  replacement?: CartReplacement;
}

export interface Cart {
  items: CartItem[];
  selectedShop: SelectedShop | null;
}

export const EMPTY_CART: Cart = { items: [], selectedShop: null };

/** The shop as loaded by the shop page (a catalogue Shop fits). */
export interface ShopForCart {
  _id: string;
  name: string;
  deliveryFee?: number | null;
  hasTax?: boolean | null;
  taxRate?: number | null;
}

export const CART_MESSAGES = {
  shopNotLoaded: 'Please wait for shop data to load...',
  shopReset: 'Your cart had items from another shop. It has been reset for the new shop.',
  failed: 'Failed to add to cart',
  outOfStock: 'This item is out of stock',
} as const;

export type AddToCartError = 'invalid-product' | 'no-shop' | 'shop-not-loaded' | 'out-of-stock';
export type AddToCartResult =
  | { ok: true; cart: Cart; outcome: 'added' | 'increased' | 'reset'; item: CartItem }
  | { ok: false; error: AddToCartError; message: string };

/** PRODUCT.md §3 defaults applied: delivery fee 30, hasTax false, taxRate 5. */
export function toSelectedShop(shop: ShopForCart): SelectedShop {
  const fee = shop.deliveryFee;
  const rate = shop.taxRate;
  return {
    _id: shop._id,
    name: shop.name,
    deliveryFee: typeof fee === 'number' && Number.isFinite(fee) && fee >= 0 ? fee : DEFAULT_DELIVERY_FEE,
    hasTax: shop.hasTax === true,
    taxRate: typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 ? rate : DEFAULT_TAX_RATE,
  };
}

/** The id of the shop a product belongs to, from the product itself or else from the shop it is shown in. */
export function productShopId(
  product: Pick<CartProduct, 'shopId'>,
  shop?: ShopForCart | null,
): string | null {
  const ref = product.shopId;
  if (typeof ref === 'string' && ref) return ref;
  if (ref && typeof ref === 'object' && typeof ref._id === 'string' && ref._id) return ref._id;
  return shop?._id || null;
}

/** PRODUCT.md §4: the selected shop, or (when missing) the shop of the first item. */
export function cartShop(cart: Cart): SelectedShop | null {
  if (cart.selectedShop) return cart.selectedShop;
  const first = cart.items[0];
  if (!first) return null;
  return first.shopData?._id
    ? first.shopData
    : { _id: first.shopId, name: '', deliveryFee: DEFAULT_DELIVERY_FEE };
}

/**
 * PRODUCT.md §4/PRODUCT.md §5 add to cart. Requires a product with _id, a derivable shop id and the loaded shop data.
 * Adding from another shop starts a new cart ("reset"); adding an existing product increases its quantity.
 */
export function addToCart(
  cart: Cart,
  product: CartProduct | null | undefined,
  shop: ShopForCart | null | undefined,
  options: { quantity?: unknown; now: string },
): AddToCartResult {
  if (!product || typeof product._id !== 'string' || !product._id) {
    return { ok: false, error: 'invalid-product', message: CART_MESSAGES.failed };
  }
  const shopId = productShopId(product, shop);
  if (!shopId) return { ok: false, error: 'no-shop', message: CART_MESSAGES.failed };
  if (!shop?._id || !shop.name || shop._id !== shopId) {
    return { ok: false, error: 'shop-not-loaded', message: CART_MESSAGES.shopNotLoaded };
  }
  if (product.inStock === false)
    return { ok: false, error: 'out-of-stock', message: CART_MESSAGES.outOfStock };

  const added = normaliseQuantity(options.quantity ?? 1);
  const current = cartShop(cart);
  const reset = current !== null && current._id !== shopId;
  const items = reset ? [] : cart.items;
  const shopData = toSelectedShop(shop);
  const existing = items.find((item) => item._id === product._id);

  let item: CartItem;
  let nextItems: CartItem[];
  if (existing) {
    item = { ...existing, quantity: normaliseQuantity(existing.quantity + added), updatedAt: options.now };
    nextItems = items.map((i) => (i._id === product._id ? item : i));
  } else {
    const { shopId: _ref, ...fields } = product;
    item = {
      ...fields,
      quantity: added,
      notes: '',
      shopId,
      shopData,
      addedAt: options.now,
      updatedAt: options.now,
    };
    nextItems = [...items, item];
  }
  return {
    ok: true,
    cart: { items: nextItems, selectedShop: shopData },
    outcome: reset ? 'reset' : existing ? 'increased' : 'added',
    item,
  };
}

/** Removing the last item clears the selected shop (PRODUCT.md §4). */
export function removeFromCart(cart: Cart, productId: string): Cart {
  const items = cart.items.filter((item) => item._id !== productId);
  return withItems(cart, items);
}

/** PRODUCT.md §5 cart rule: a quantity that is not a number or is below 1 removes the item. */
export function updateCartQuantity(cart: Cart, productId: string, quantity: unknown, now: string): Cart {
  const parsed = parseQuantity(quantity);
  if (parsed === null || parsed < 1) return removeFromCart(cart, productId);
  return setCartQuantity(cart, productId, parsed, now);
}

/** PRODUCT.md §5 store rule: the quantity is at least 1 and a non-number becomes 1. */
export function setCartQuantity(cart: Cart, productId: string, quantity: unknown, now: string): Cart {
  const next = normaliseQuantity(quantity);
  return {
    ...cart,
    items: cart.items.map((item) =>
      item._id === productId ? { ...item, quantity: next, updatedAt: now } : item,
    ),
  };
}

export function setCartItemNotes(cart: Cart, productId: string, notes: string, now: string): Cart {
  const text = notes.slice(0, 500);
  return {
    ...cart,
    items: cart.items.map((item) =>
      item._id === productId ? { ...item, notes: text, updatedAt: now } : item,
    ),
  };
}

/** PRODUCT.md §12: sets an item's own replacement choice ("This instead" needs a product other than the item). */
export function setCartItemReplacement(
  cart: Cart,
  productId: string,
  choice: CartReplacement,
  now: string,
): Cart {
  const replacement = repairCartReplacement(choice, productId);
  if (!replacement) return cart;
  return {
    ...cart,
    items: cart.items.map((item) =>
      item._id === productId ? { ...item, replacement, updatedAt: now } : item,
    ),
  };
}

/** Total quantity, as shown on the cart badge. */
export const cartItemCount = (cart: Pick<Cart, 'items'>): number =>
  cart.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Repairs a cart read back from storage: drops entries without an id or with a bad quantity (PRODUCT.md §5),
 * and derives the shop from the first item when it is missing (PRODUCT.md §4).
 */
export function normaliseCart(raw: unknown): Cart {
  if (!raw || typeof raw !== 'object') return EMPTY_CART;
  const { items, selectedShop } = raw as Partial<Cart>;
  const kept = (Array.isArray(items) ? items : []).filter(
    (item): item is CartItem =>
      !!item &&
      typeof item === 'object' &&
      typeof item._id === 'string' &&
      typeof item.shopId === 'string' &&
      (parseQuantity(item.quantity) ?? 0) >= 1,
  );
  const shop = selectedShop && typeof selectedShop._id === 'string' ? selectedShop : null;
  // A replacement choice that is not whole is forgotten: the item follows the order's default.
  const repaired = kept.map((item) => {
    if (item.replacement === undefined) return item;
    const { replacement, ...rest } = item;
    const fixed = repairCartReplacement(replacement, item._id);
    return fixed ? { ...rest, replacement: fixed } : rest;
  });
  return withItems({ items: repaired, selectedShop: shop }, repaired);
}

function withItems(cart: Cart, items: CartItem[]): Cart {
  if (items.length === 0) return EMPTY_CART;
  return { items, selectedShop: cartShop({ items, selectedShop: cart.selectedShop }) };
}
