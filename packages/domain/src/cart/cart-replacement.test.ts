import { describe, expect, it } from 'vitest';
import { addToCart, type Cart, EMPTY_CART, normaliseCart, setCartItemReplacement } from './cart.js';
import { replacementPreferenceOf } from './cart-replacement.js';

const shop = { _id: 's1', name: 'Fresh Mart', deliveryFee: 30 };
const milk = { _id: 'p-milk', name: 'Milk', price: 30, shopId: 's1' };
const taaza = { _id: 'p-taaza', name: 'Amul Taaza', unit: '500 ml', price: 29, imageUrl: '/media/t.svg' };
const now = '2026-11-23T00:00:00.000Z';

function cartWithMilk(): Cart {
  const result = addToCart(EMPTY_CART, milk, shop, { now });
  if (!result.ok) throw new Error('not added');
  return result.cart;
}

describe('cart replacement choice (PRODUCT.md §12)', () => {
  it('keeps an item’s own choice and sends it; an item without one follows the order default', () => {
    const cart = cartWithMilk();
    expect(replacementPreferenceOf(cart.items[0]!, 'best_match')).toEqual({ mode: 'best_match' });
    expect(replacementPreferenceOf(cart.items[0]!, 'none')).toEqual({ mode: 'none' });
    const chosen = setCartItemReplacement(cart, 'p-milk', { mode: 'specific', product: taaza }, now);
    expect(chosen.items[0]?.replacement).toEqual({ mode: 'specific', product: taaza });
    expect(replacementPreferenceOf(chosen.items[0]!, 'none')).toEqual({
      mode: 'specific',
      productId: 'p-taaza',
    });
    const none = setCartItemReplacement(chosen, 'p-milk', { mode: 'none', product: taaza }, now);
    expect(none.items[0]?.replacement).toEqual({ mode: 'none', product: null });
  });

  it('refuses "This instead" without a product or with the item itself', () => {
    const cart = cartWithMilk();
    expect(setCartItemReplacement(cart, 'p-milk', { mode: 'specific', product: null }, now)).toBe(cart);
    const self = { ...taaza, _id: 'p-milk' };
    expect(setCartItemReplacement(cart, 'p-milk', { mode: 'specific', product: self }, now)).toBe(cart);
  });

  it('forgets a broken stored choice but keeps the item', () => {
    const cart = cartWithMilk();
    const stored = JSON.parse(JSON.stringify(cart));
    stored.items[0].replacement = { mode: 'specific', product: { _id: 'x' } };
    const repaired = normaliseCart(stored);
    expect(repaired.items).toHaveLength(1);
    expect(repaired.items[0]).not.toHaveProperty('replacement');
    stored.items[0].replacement = { mode: 'none' };
    expect(normaliseCart(stored).items[0]?.replacement).toEqual({ mode: 'none', product: null });
  });
});
