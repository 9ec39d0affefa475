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
