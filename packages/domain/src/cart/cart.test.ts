import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_MESSAGES,
  type Cart,
  type CartProduct,
  cartItemCount,
  cartShop,
  EMPTY_CART,
  normaliseCart,
  removeFromCart,
  type ShopForCart,
  setCartItemNotes,
  setCartQuantity,
  toSelectedShop,
  updateCartQuantity,
} from './cart.js';

const NOW = '2025-03-01T10:00:00.000Z';
const LATER = '2025-03-01T10:05:00.000Z';
const dairy: ShopForCart = { _id: 'shop-a', name: 'Dairy Fresh', deliveryFee: 25, hasTax: true, taxRate: 12 };
const bakery: ShopForCart = { _id: 'shop-b', name: 'Bakery', deliveryFee: 0 };
const milk: CartProduct = { _id: 'p-milk', name: 'Milk', price: 60, shopId: 'shop-a', unit: 'L' };
const curd: CartProduct = {
  _id: 'p-curd',
  name: 'Curd',
  price: 40,
  shopId: { _id: 'shop-a', name: 'Dairy' },
};
const bread: CartProduct = { _id: 'p-bread', name: 'Bread', price: 45, shopId: 'shop-b' };

function add(cart: Cart, product: CartProduct, shop: ShopForCart, quantity?: unknown): Cart {
  const result = addToCart(cart, product, shop, { quantity, now: NOW });
  if (!result.ok) throw new Error(result.message);
  return result.cart;
}

describe('addToCart', () => {
  it('adds a new product with quantity 1, notes, shop id, shop data and timestamps', () => {
    const result = addToCart(EMPTY_CART, milk, dairy, { now: NOW });
    expect(result).toMatchObject({ ok: true, outcome: 'added' });
    if (!result.ok) return;
    expect(result.cart.items).toEqual([
      {
        _id: 'p-milk',
        name: 'Milk',
        price: 60,
        unit: 'L',
        quantity: 1,
        notes: '',
        shopId: 'shop-a',
        shopData: { _id: 'shop-a', name: 'Dairy Fresh', deliveryFee: 25, hasTax: true, taxRate: 12 },
        addedAt: NOW,
        updatedAt: NOW,
      },
    ]);
    expect(result.cart.selectedShop).toEqual(result.cart.items[0]!.shopData);
  });

  it('increases the quantity of a product already in the cart', () => {
    const cart = add(add(EMPTY_CART, milk, dairy), milk, dairy, 2);
    const result = addToCart(cart, milk, dairy, { now: LATER });
    expect(result.ok && result.outcome).toBe('increased');
    if (!result.ok) return;
    expect(result.cart.items).toHaveLength(1);
    expect(result.cart.items[0]).toMatchObject({ quantity: 4, addedAt: NOW, updatedAt: LATER });
  });

  it('reads the shop id from a populated shopId object', () => {
    const cart = add(add(EMPTY_CART, milk, dairy), curd, dairy);
    expect(cart.items.map((i) => [i._id, i.shopId])).toEqual([
      ['p-milk', 'shop-a'],
      ['p-curd', 'shop-a'],
    ]);
  });

  it('derives the shop id from the loaded shop when the product has none', () => {
    const cart = add(EMPTY_CART, { _id: 'p-x', name: 'Paneer', price: 90 }, dairy);
    expect(cart.items[0]!.shopId).toBe('shop-a');
  });

  it('resets the cart when the product is from another shop', () => {
    const cart = add(add(EMPTY_CART, milk, dairy, 3), curd, dairy);
    const result = addToCart(cart, bread, bakery, { now: NOW });
    expect(result).toMatchObject({ ok: true, outcome: 'reset' });
    if (!result.ok) return;
    expect(result.cart.items.map((i) => i._id)).toEqual(['p-bread']);
    expect(result.cart.selectedShop).toEqual({
      _id: 'shop-b',
      name: 'Bakery',
      deliveryFee: 0,
      hasTax: false,
      taxRate: 5,
    });
    expect(CART_MESSAGES.shopReset).toBe(
      'Your cart had items from another shop. It has been reset for the new shop.',
    );
  });

  it('resets against the shop of the first item when the selected shop is missing', () => {
    const cart = add(EMPTY_CART, milk, dairy);
    const result = addToCart({ ...cart, selectedShop: null }, bread, bakery, { now: NOW });
    expect(result.ok && result.outcome).toBe('reset');
  });

  it('refuses a product without an id', () => {
    expect(addToCart(EMPTY_CART, { ...milk, _id: '' }, dairy, { now: NOW })).toEqual({
      ok: false,
      error: 'invalid-product',
      message: 'Failed to add to cart',
    });
    expect(addToCart(EMPTY_CART, null, dairy, { now: NOW })).toMatchObject({
      ok: false,
      error: 'invalid-product',
    });
  });

  it('refuses when no shop id can be derived', () => {
    const result = addToCart(EMPTY_CART, { _id: 'p', name: 'X', price: 1 }, null, { now: NOW });
    expect(result).toMatchObject({ ok: false, error: 'no-shop' });
  });

  it('asks to wait while the shop data is not loaded', () => {
    for (const shop of [null, undefined, { _id: 'shop-a', name: '' }, { _id: 'shop-b', name: 'Bakery' }]) {
      expect(addToCart(EMPTY_CART, milk, shop, { now: NOW })).toEqual({
        ok: false,
        error: 'shop-not-loaded',
        message: 'Please wait for shop data to load...',
      });
    }
  });

  it('refuses an out-of-stock product', () => {
    const result = addToCart(EMPTY_CART, { ...milk, inStock: false }, dairy, { now: NOW });
    expect(result).toMatchObject({ ok: false, error: 'out-of-stock' });
  });

  it('adds a non-number or non-positive quantity as 1', () => {
    for (const q of ['abc', Number.NaN, 0, -3, undefined]) {
      expect(add(EMPTY_CART, milk, dairy, q).items[0]!.quantity).toBe(1);
    }
  });
});

describe('toSelectedShop', () => {
  it('applies the PRODUCT.md §3 defaults', () => {
    expect(toSelectedShop({ _id: 's', name: 'S', deliveryFee: null, taxRate: Number.NaN })).toEqual({
      _id: 's',
      name: 'S',
      deliveryFee: 30,
      hasTax: false,
      taxRate: 5,
    });
  });
});

describe('quantity rules', () => {
  const cart = add(add(EMPTY_CART, milk, dairy, 2), curd, dairy);

  it('cart update: a quantity of 0 or below removes the item', () => {
    expect(updateCartQuantity(cart, 'p-milk', 0, LATER).items.map((i) => i._id)).toEqual(['p-curd']);
    expect(updateCartQuantity(cart, 'p-milk', -1, LATER).items.map((i) => i._id)).toEqual(['p-curd']);
  });

  it('cart update: a non-number removes the item', () => {
    for (const q of ['', 'two', Number.NaN, null, undefined, {}]) {
      expect(updateCartQuantity(cart, 'p-milk', q, LATER).items.map((i) => i._id)).toEqual(['p-curd']);
    }
  });

  it('cart update: a valid quantity is set (numeric strings too) with updatedAt', () => {
    const next = updateCartQuantity(cart, 'p-milk', '5', LATER);
    expect(next.items[0]).toMatchObject({ quantity: 5, updatedAt: LATER });
    expect(updateCartQuantity(cart, 'p-milk', 3.7, LATER).items[0]!.quantity).toBe(3);
  });

  it('store update: clamps to at least 1 and turns a non-number into 1', () => {
    expect(setCartQuantity(cart, 'p-milk', 0, LATER).items[0]!.quantity).toBe(1);
    expect(setCartQuantity(cart, 'p-milk', -8, LATER).items[0]!.quantity).toBe(1);
    expect(setCartQuantity(cart, 'p-milk', 'x', LATER).items[0]!.quantity).toBe(1);
    expect(setCartQuantity(cart, 'p-milk', 7, LATER).items[0]!.quantity).toBe(7);
    expect(setCartQuantity(cart, 'p-milk', 5000, LATER).items[0]!.quantity).toBe(999);
  });

  it('removing the last item clears the selected shop', () => {
    const one = removeFromCart(cart, 'p-milk');
    expect(one.selectedShop?._id).toBe('shop-a');
    expect(removeFromCart(one, 'p-curd')).toEqual({ items: [], selectedShop: null });
    expect(updateCartQuantity(one, 'p-curd', 0, LATER)).toEqual({ items: [], selectedShop: null });
  });

  it('counts the total quantity for the badge', () => {
    expect(cartItemCount(cart)).toBe(3);
    expect(cartItemCount(EMPTY_CART)).toBe(0);
  });

  it('keeps notes per item, capped at 500 characters', () => {
    const next = setCartItemNotes(cart, 'p-curd', 'x'.repeat(600), LATER);
    expect(next.items[1]!.notes).toHaveLength(500);
    expect(next.items[0]!.notes).toBe('');
  });
});

describe('cartShop and normaliseCart', () => {
  it('derives the shop from the first item when none is selected', () => {
    const cart = add(EMPTY_CART, milk, dairy);
    expect(cartShop({ ...cart, selectedShop: null })).toEqual(cart.items[0]!.shopData);
    expect(cartShop(EMPTY_CART)).toBeNull();
  });

  it('repairs a stored cart: bad entries dropped, shop derived', () => {
    const cart = add(add(EMPTY_CART, milk, dairy), curd, dairy);
    const stored = {
      items: [
        { ...cart.items[0], quantity: 0 },
        cart.items[1],
        { name: 'no id', quantity: 1 },
        { ...cart.items[0], _id: 'p-z', quantity: 'abc' },
      ],
      selectedShop: null,
    };
    const repaired = normaliseCart(JSON.parse(JSON.stringify(stored)));
    expect(repaired.items.map((i) => i._id)).toEqual(['p-curd']);
    expect(repaired.selectedShop?._id).toBe('shop-a');
  });

  it('turns anything unreadable into the empty cart', () => {
    expect(normaliseCart(null)).toEqual(EMPTY_CART);
    expect(normaliseCart('cart')).toEqual(EMPTY_CART);
    expect(normaliseCart({ items: 'x', selectedShop: { _id: 'shop-a' } })).toEqual(EMPTY_CART);
  });
});
