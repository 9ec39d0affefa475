import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, useCartItemCount, useCartStore, useSelectedShop } from './cart-store';

const shop = { _id: 'shop-a', name: 'Dairy Fresh', deliveryFee: 0, hasTax: true, taxRate: 5 };
const milk = { _id: 'p-milk', name: 'Milk', price: 60, shopId: 'shop-a' };
const curd = { _id: 'p-curd', name: 'Curd', price: 40, shopId: 'shop-a' };
const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

describe('cart store', () => {
  beforeEach(() => {
    useCartStore.getState().clear();
    localStorage.clear();
  });

  it('keeps the cart in local storage under "cart"', () => {
    const result = useCartStore.getState().addItem(milk, shop, 2);
    expect(result.ok).toBe(true);
    expect(stored()).toMatchObject({
      version: 1,
      state: {
        items: [{ _id: 'p-milk', quantity: 2, shopId: 'shop-a', notes: '' }],
        selectedShop: { _id: 'shop-a', name: 'Dairy Fresh', deliveryFee: 0, hasTax: true, taxRate: 5 },
      },
    });
    // Only the cart (its replacement default, PRODUCT.md §12, and the items named for the shopper, issue
    // 29) is stored, never the functions.
    expect(Object.keys(stored().state).sort()).toEqual([
      'customItems',
      'customShop',
      'items',
      'replacementDefault',
      'selectedShop',
    ]);
  });

  it('repairs what it reads back: bad quantities dropped, shop derived from the first item', async () => {
    useCartStore.getState().addItem(milk, shop);
    useCartStore.getState().addItem(curd, shop);
    const { state } = stored();
    state.items[0].quantity = 'lots';
    state.selectedShop = null;
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
    await useCartStore.persist.rehydrate();
    const cart = useCartStore.getState();
    expect(cart.items.map((i) => i._id)).toEqual(['p-curd']);
    expect(cart.selectedShop?._id).toBe('shop-a');
  });

  it('survives unreadable storage', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('the badge count and selected shop follow the actions', () => {
    const count = renderHook(() => useCartItemCount());
    const selected = renderHook(() => useSelectedShop());
    expect(count.result.current).toBe(0);
    act(() => {
      useCartStore.getState().addItem(milk, shop, 2);
      useCartStore.getState().addItem(curd, shop);
    });
    expect(count.result.current).toBe(3);
    act(() => useCartStore.getState().setQuantity('p-milk', 'x'));
    expect(count.result.current).toBe(2);
    act(() => useCartStore.getState().updateQuantity('p-milk', 0));
    expect(count.result.current).toBe(1);
    act(() => useCartStore.getState().removeItem('p-curd'));
    expect(count.result.current).toBe(0);
    expect(selected.result.current).toBeNull();
    expect(stored().state).toEqual({
      customItems: [],
      customShop: null,
      items: [],
      selectedShop: null,
      replacementDefault: 'best_match',
    });
  });

  it('keeps each item’s replacement choice and the order default, repairing a bad default', async () => {
    useCartStore.getState().addItem(milk, shop);
    useCartStore.getState().setReplacement('p-milk', { mode: 'none', product: null });
    useCartStore.getState().setReplacementDefault('none');
    const { state } = stored();
    expect(state.items[0].replacement).toEqual({ mode: 'none', product: null });
    expect(state.replacementDefault).toBe('none');
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { ...state, replacementDefault: 'specific' }, version: 1 }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().replacementDefault).toBe('best_match');
    expect(useCartStore.getState().items[0]?.replacement).toEqual({ mode: 'none', product: null });
    // A new cart starts from "Best match" again.
    useCartStore.getState().setReplacementDefault('none');
    useCartStore.getState().clear();
    expect(useCartStore.getState().replacementDefault).toBe('best_match');
  });
});
