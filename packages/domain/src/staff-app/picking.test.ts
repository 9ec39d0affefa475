import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../orders/order.js';
import { DEFAULT_REPLACEMENT_CHOICE } from '../orders/replacement.js';
import { ORDER_STATUSES } from '../orders/status.js';
import {
  initialPick,
  isPickChanged,
  isPicking,
  isPickingComplete,
  pickError,
  revisionFromPicks,
} from './picking.js';

const item = (productId: string, quantity = 2, price = 50): OrderItem => ({
  productId,
  isCustom: false,
  name: productId,
  unit: 'kg',
  price,
  quantity,
  notes: '',
  isAvailable: null,
  revisedQuantity: null,
  revisedPrice: null,
  shopperNotes: null,
  replacement: DEFAULT_REPLACEMENT_CHOICE,
  replacedWith: null,
});

describe('picking checklist', () => {
  const items = [item('rice'), item('dal'), item('oil')];

  it('starts unchecked and is complete once every item is looked at', () => {
    const picks = items.map(initialPick);
    expect(isPickingComplete(picks)).toBe(false);
    expect(isPickingComplete(picks.map((p) => ({ ...p, state: 'found' as const })))).toBe(true);
    expect(isPickingComplete([])).toBe(false);
  });

  it('sends only missing and changed items, with the note', () => {
    const picks = [
      { ...initialPick(items[0]!), state: 'found' as const },
      { ...initialPick(items[1]!), state: 'unavailable' as const, note: ' out of stock ', replacement: null },
      { ...initialPick(items[2]!), state: 'changed' as const, quantity: 1, price: 60 },
    ];
    expect(revisionFromPicks(items, picks)).toEqual({
      items: [
        { productId: 'dal', isAvailable: false, shopperNotes: 'out of stock' },
        { productId: 'oil', isAvailable: true, revisedQuantity: 1, revisedPrice: 60, shopperNotes: '' },
      ],
    });
  });

  it('treats a "changed" pick with the ordered quantity and price as no change', () => {
    const pick = { ...initialPick(items[0]!), state: 'changed' as const };
    expect(isPickChanged(pick, items[0]!)).toBe(false);
    expect(revisionFromPicks(items, [pick]).items).toEqual([]);
  });

  it('refuses a zero or fractional quantity and a zero price', () => {
    const base = { ...initialPick(items[0]!), state: 'changed' as const };
    expect(pickError({ ...base, quantity: 0 })).toMatch(/whole number/);
    expect(pickError({ ...base, quantity: 1.5 })).toMatch(/whole number/);
    expect(pickError({ ...base, price: 0 })).toMatch(/price/);
    expect(pickError(base)).toBeNull();
  });
});

describe('isPicking', () => {
  it('is true only while the shopper shops, the status in which a revision can be sent', () => {
    expect(ORDER_STATUSES.filter(isPicking)).toEqual(['shopping_in_progress']);
  });
});

describe('picking an item the app does not list (issue 29)', () => {
  const named: OrderItem = {
    ...item('x', 2),
    productId: null,
    isCustom: true,
    price: null,
    name: 'Marigold flowers',
    itemId: 'i-9',
    replacement: { mode: 'none', productId: null, product: null },
  };

  it('starts unpriced, needs a price, and is sent by its itemId with that price', () => {
    const start = initialPick(named);
    expect(start).toMatchObject({ key: 'i-9', custom: true, price: 0, replacement: null });
    expect(pickError({ ...start, state: 'found' })).toBe('Enter a price above 0');
    const priced = { ...start, state: 'changed' as const, quantity: 2, price: 37.5 };
    expect(pickError(priced)).toBeNull();
    expect(revisionFromPicks([named], [priced]).items).toEqual([
      { itemId: 'i-9', isAvailable: true, revisedQuantity: 2, revisedPrice: 37.5, shopperNotes: '' },
    ]);
    expect(revisionFromPicks([named], [{ ...start, state: 'unavailable' }]).items).toEqual([
      { itemId: 'i-9', isAvailable: false, shopperNotes: '' },
    ]);
  });
});
