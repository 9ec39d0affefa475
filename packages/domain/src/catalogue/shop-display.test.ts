import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  discountAmount,
  displayRating,
  hasDiscount,
  isOutOfStock,
  shownTags,
} from './shop-display.js';

describe('display rules', () => {
  it('rating defaults to 4.0 when missing', () => {
    expect(displayRating(undefined)).toEqual({ average: 4, count: 0 });
    expect(displayRating({ average: 0, count: 0 })).toEqual({ average: 4, count: 0 });
    expect(displayRating({ average: 4.6, count: 120 })).toEqual({ average: 4.6, count: 120 });
  });

  it('names a category in Hindi when it has a Hindi name, else as written', () => {
    expect(categoryLabel({ name: 'Rice', nameHi: 'चावल' }, 'hi')).toBe('चावल');
    expect(categoryLabel({ name: 'Rice', nameHi: 'चावल' }, 'en')).toBe('Rice');
    expect(categoryLabel({ name: 'Rice' }, 'hi')).toBe('Rice');
  });

  it('a discount saves the MRP less the price, exact to the paisa', () => {
    expect(discountAmount({ price: 62, originalPrice: 84 })).toBe(22);
    expect(discountAmount({ price: 0.1, originalPrice: 0.3 })).toBe(0.2);
    expect(discountAmount({ price: 50, originalPrice: 40 })).toBe(0);
    expect(discountAmount({ price: 50, originalPrice: null })).toBe(0);
  });

  it('original price counts as a discount only when above the price', () => {
    expect(hasDiscount({ price: 50, originalPrice: 60 })).toBe(true);
    expect(hasDiscount({ price: 50, originalPrice: 50 })).toBe(false);
    expect(hasDiscount({ price: 50, originalPrice: 40 })).toBe(false);
    expect(hasDiscount({ price: 50, originalPrice: null })).toBe(false);
  });

  it('shows the first 3 non-empty tags', () => {
    expect(shownTags(['a', '', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(shownTags(undefined)).toEqual([]);
  });

  it('in stock unless explicitly false', () => {
    expect(isOutOfStock({})).toBe(false);
    expect(isOutOfStock({ inStock: true })).toBe(false);
    expect(isOutOfStock({ inStock: false })).toBe(true);
  });
});
