import { describe, expect, it } from 'vitest';
import {
  displayedRevisedQuantity,
  isItemChanged,
  originalLineTotal,
  originalQuantity,
  removedItemsValue,
  revisedItemCount,
  revisedLineTotal,
  revisedOrderValue,
  revisedPrice,
  revisedQuantity,
  revisionBadge,
  revisionDifference,
  toNumber,
} from './revision.js';

describe('coercion and fallbacks', () => {
  it('coerces numeric strings and treats garbage as 0', () => {
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber(Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('uses the revised value when present, else the original', () => {
    expect(revisedQuantity({ price: 10, quantity: 3 })).toBe(3);
    expect(revisedQuantity({ price: 10, quantity: 3, revisedQuantity: null })).toBe(3);
    expect(revisedQuantity({ price: 10, quantity: 3, revisedQuantity: '2' })).toBe(2);
    expect(revisedQuantity({ price: 10, quantity: 3, revisedQuantity: 0 })).toBe(0);
    expect(revisedPrice({ price: '10', quantity: 3 })).toBe(10);
    expect(revisedPrice({ price: 10, quantity: 3, revisedPrice: '12.50' })).toBe(12.5);
  });
  it('never displays a revised quantity below 0', () => {
    expect(displayedRevisedQuantity({ price: 10, quantity: 3, revisedQuantity: -2 })).toBe(0);
    expect(displayedRevisedQuantity({ price: 10, quantity: 3, revisedQuantity: 2 })).toBe(2);
  });
});

describe('changed items and badges', () => {
  const cases: [string, Parameters<typeof revisionBadge>[0], boolean, string][] = [
    ['unchanged', { price: 10, quantity: 2, isAvailable: true }, false, 'No Changes'],
    [
      'unchanged with equal strings',
      { price: '10', quantity: '2', revisedPrice: 10, revisedQuantity: 2 },
      false,
      'No Changes',
    ],
    ['not yet checked', { price: 10, quantity: 2, isAvailable: null }, false, 'No Changes'],
    ['quantity differs', { price: 10, quantity: 2, revisedQuantity: 1 }, true, 'Modified'],
    ['price differs', { price: 10, quantity: 2, revisedPrice: 11 }, true, 'Modified'],
    ['unavailable', { price: 10, quantity: 2, isAvailable: false }, true, 'Not available'],
    [
      'unavailable and modified',
      { price: 10, quantity: 2, isAvailable: false, revisedQuantity: 1 },
      true,
      'Not available',
    ],
  ];
  for (const [name, item, changed, badge] of cases) {
    it(name, () => {
      expect(isItemChanged(item)).toBe(changed);
      expect(revisionBadge(item)).toBe(badge);
    });
  }
});

describe('line totals', () => {
  it('an original line is quantity times price', () => {
    expect(originalLineTotal({ price: '12.25', quantity: 4 })).toBe(49);
  });
  it('a revised line uses revised values', () => {
    expect(revisedLineTotal({ price: 10, quantity: 2, revisedQuantity: 3, revisedPrice: 12.5 })).toBe(37.5);
  });
  it('an unavailable item contributes 0', () => {
    expect(revisedLineTotal({ price: 10, quantity: 2, isAvailable: false })).toBe(0);
  });
  it('a revised quantity of 0 or less contributes 0', () => {
    expect(revisedLineTotal({ price: 10, quantity: 2, revisedQuantity: 0 })).toBe(0);
    expect(revisedLineTotal({ price: 10, quantity: 2, revisedQuantity: -1 })).toBe(0);
  });
  it('rounds to paise', () => {
    expect(revisedLineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
  });
});

describe('revised order value', () => {
  const items = [
    { price: 50, quantity: 2, isAvailable: true },
    { price: 40, quantity: 1, isAvailable: false },
    { price: 25, quantity: 4, isAvailable: true, revisedQuantity: 2, revisedPrice: 30 },
  ];
  it('sums the revised lines and adds the order’s delivery fee', () => {
    expect(revisedOrderValue(items, { deliveryFee: 30, taxRate: 0 })).toEqual({
      subtotal: 160,
      deliveryFee: 30,
      taxes: 0,
      total: 190,
    });
  });
  it('taxes the revised subtotal at the order’s rate', () => {
    expect(revisedOrderValue(items, { deliveryFee: 30, taxRate: 5 })).toEqual({
      subtotal: 160,
      deliveryFee: 30,
      taxes: 8,
      total: 198,
    });
  });
  it('counts only items that remain', () => {
    expect(revisedItemCount(items)).toBe(2);
    expect(revisedItemCount([{ price: 1, quantity: 1, revisedQuantity: 0 }])).toBe(0);
  });
});

describe('savings line', () => {
  it('"You Save:" when lower', () => {
    expect(revisionDifference(200, 150.5)).toEqual({ kind: 'save', label: 'You Save:', amount: 49.5 });
  });
  it('"Additional Amount:" when higher', () => {
    expect(revisionDifference('100', '120')).toEqual({
      kind: 'additional',
      label: 'Additional Amount:',
      amount: 20,
    });
  });
  it('hidden when equal', () => {
    expect(revisionDifference(100, 100)).toEqual({ kind: 'none' });
  });
});

describe('after an approved revision (issue 13)', () => {
  const approved = {
    price: 40,
    quantity: 2,
    originalQuantity: 3,
    isAvailable: true,
    shopperNotes: 'Only 2 left',
  };
  it('a changed quantity stays "Modified", whatever the note says', () => {
    expect(revisionBadge(approved)).toBe('Modified');
    expect(originalQuantity(approved)).toBe(3);
    expect(revisedQuantity(approved)).toBe(2);
  });
  it('removed items are valued at what they would have cost', () => {
    expect(
      removedItemsValue([
        { price: 289, quantity: 1, isAvailable: false },
        { price: 10, quantity: 2, revisedQuantity: 0 },
        { price: 5, quantity: 1 },
      ]),
    ).toBe(309);
  });
});
