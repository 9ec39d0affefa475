import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../orders/order.js';
import { DEFAULT_REPLACEMENT_CHOICE, type ReplacementChoice } from '../orders/replacement.js';
import {
  initialPick,
  isPickingComplete,
  orderTaxRate,
  type Pick,
  type PickReplacement,
  pickError,
  previewRevisedValue,
  replacedWithFromPick,
  revisedItemsFromPicks,
  revisionFromPicks,
} from './picking.js';
import { replacementSearchText } from './replacement-search.js';

const item = (productId: string, replacement: ReplacementChoice = DEFAULT_REPLACEMENT_CHOICE): OrderItem => ({
  productId,
  isCustom: false,
  name: productId,
  unit: 'pack',
  price: 50,
  quantity: 2,
  notes: '',
  isAvailable: null,
  revisedQuantity: null,
  revisedPrice: null,
  shopperNotes: null,
  replacement,
  replacedWith: null,
});

const taaza: PickReplacement = {
  productId: 'taaza',
  quantity: 2,
  name: 'Amul Taaza 500 ml',
  price: 30,
  unit: 'pack',
  imageUrl: '/media/products/taaza.svg',
};
const specific: ReplacementChoice = {
  mode: 'specific',
  productId: 'taaza',
  product: { _id: 'taaza', name: 'Amul Taaza 500 ml', unit: 'pack', price: 30, imageUrl: null },
};
const missing = (of: OrderItem, replacement?: PickReplacement | null): Pick => ({
  ...initialPick(of),
  state: 'unavailable',
  ...(replacement === undefined ? {} : { replacement }),
});

describe('picking with replacements (PRODUCT.md §12)', () => {
  it('a missing item is done only once its replacement is decided, except "Don\'t replace"', () => {
    const best = item('milk');
    const none = item('eggs', { mode: 'none', productId: null, product: null });
    expect(isPickingComplete([missing(best)])).toBe(false);
    expect(isPickingComplete([missing(best, null)])).toBe(true);
    expect(isPickingComplete([missing(best, taaza)])).toBe(true);
    expect(isPickingComplete([missing(none)])).toBe(true);
  });

  it('sends the replacement without a quantity or price for the missing item', () => {
    const milk = item('milk', specific);
    const eggs = item('eggs');
    const body = revisionFromPicks([milk, eggs], [missing(milk, taaza), missing(eggs, null)]);
    expect(body.items).toEqual([
      {
        productId: 'milk',
        isAvailable: false,
        shopperNotes: '',
        replacement: { productId: 'taaza', quantity: 2 },
      },
      { productId: 'eggs', isAvailable: false, shopperNotes: '' },
    ]);
  });

  it('never sends a replacement for a found item or for "Don\'t replace"', () => {
    const milk = item('milk');
    const eggs = item('eggs', { mode: 'none', productId: null, product: null });
    const found = { ...initialPick(milk), state: 'changed' as const, quantity: 1, replacement: taaza };
    const body = revisionFromPicks([milk, eggs], [found, missing(eggs, taaza)]);
    expect(body.items).toEqual([
      { productId: 'milk', isAvailable: true, revisedQuantity: 1, revisedPrice: 50, shopperNotes: '' },
      { productId: 'eggs', isAvailable: false, shopperNotes: '' },
    ]);
  });

  it('refuses a replacement quantity of 0 or a fraction', () => {
    const milk = item('milk');
    expect(pickError(missing(milk, { ...taaza, quantity: 0 }))).toMatch(/whole number/);
    expect(pickError(missing(milk, { ...taaza, quantity: 1.5 }))).toMatch(/whole number/);
    expect(pickError(missing(milk, taaza))).toBeNull();
  });

  it('marks the customer\'s own "This instead" product as matching their preference', () => {
    expect(replacedWithFromPick(item('milk', specific), taaza)).toMatchObject({
      productId: 'taaza',
      quantity: 2,
      price: 30,
      matchesPreference: true,
      refused: false,
    });
    expect(
      replacedWithFromPick(item('milk', specific), { ...taaza, productId: 'gold' }).matchesPreference,
    ).toBe(false);
    expect(replacedWithFromPick(item('milk'), taaza).matchesPreference).toBe(false);
  });

  it('previews the revised total with the replacement counted and the tax rate read back', () => {
    const milk = item('milk');
    const eggs = item('eggs');
    const order = {
      items: [milk, eggs],
      orderValue: { subtotal: 200, deliveryFee: 20, taxes: 10, total: 230 },
    };
    // milk (2 × 50) replaced by 2 × 30; eggs found as ordered: 60 + 100 = 160, 5 % tax = 8.
    const picks = [missing(milk, taaza), { ...initialPick(eggs), state: 'found' as const }];
    expect(revisedItemsFromPicks(order.items, picks)[0]).toMatchObject({
      isAvailable: false,
      replacedWith: { productId: 'taaza', quantity: 2 },
    });
    expect(previewRevisedValue(order, picks)).toEqual({
      subtotal: 160,
      deliveryFee: 20,
      taxes: 8,
      total: 188,
    });
    expect(previewRevisedValue(order, [missing(milk, null), picks[1]!]).total).toBe(125);
  });

  it('reads the tax rate of an order back from its amounts', () => {
    expect(orderTaxRate({ subtotal: 289.5, deliveryFee: 20, taxes: 34.8, total: 344.3 })).toBe(12);
    expect(orderTaxRate({ subtotal: 100, deliveryFee: 20, taxes: 0, total: 120 })).toBe(0);
    expect(orderTaxRate({ subtotal: 0, deliveryFee: 20, taxes: 0, total: 20 })).toBe(0);
  });

  it('starts the replacement search from what the missing item is', () => {
    expect(replacementSearchText('Amul Taaza Toned Milk 1 L')).toBe('Milk');
    expect(replacementSearchText('Aashirvaad Whole Wheat Atta 5 kg')).toBe('Atta');
    expect(replacementSearchText('Poha (Thick)')).toBe('Poha');
    expect(replacementSearchText('Sugar')).toBe('Sugar');
    expect(replacementSearchText('500 g')).toBe('500 g');
  });
});
