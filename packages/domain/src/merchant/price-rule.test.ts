import { describe, expect, it } from 'vitest';
import { DEFAULT_MERCHANT_RULES } from './merchant-requests.js';
import { ownerPriceBounds, ownerPriceProblem } from './price-rule.js';

const rules = (over: Partial<typeof DEFAULT_MERCHANT_RULES>) => ({ ...DEFAULT_MERCHANT_RULES, ...over });

/** Issue 46: the bound an owner sees is exactly what the server accepts. */
describe('owner price bounds', () => {
  it('is the MRP alone by default, and nothing without an MRP', () => {
    expect(ownerPriceBounds(rules({}), { price: 30, originalPrice: 32 })).toEqual({ min: null, max: 32 });
    expect(ownerPriceBounds(rules({}), { price: 30, originalPrice: null })).toEqual({ min: null, max: null });
    expect(ownerPriceBounds(rules({ capAtMrp: false }), { price: 30, originalPrice: 32 })).toEqual({
      min: null,
      max: null,
    });
  });

  it('adds the largest change, to the paisa, and keeps the lower of it and the MRP', () => {
    expect(ownerPriceBounds(rules({ maxChangePercent: 20 }), { price: 30, originalPrice: 32 })).toEqual({
      min: 24,
      max: 32,
    });
    const odd = { price: 33.33, originalPrice: null };
    const bounds = ownerPriceBounds(rules({ maxChangePercent: 15 }), odd);
    expect(bounds).toEqual({ min: 28.34, max: 38.32 });
    // The edges are accepted and a paisa beyond each is refused, by the same rule the server applies.
    const rule = rules({ maxChangePercent: 15 });
    expect(ownerPriceProblem(rule, odd, bounds.min!)).toBeNull();
    expect(ownerPriceProblem(rule, odd, bounds.max!)).toBeNull();
    expect(ownerPriceProblem(rule, odd, bounds.min! - 0.01)).not.toBeNull();
    expect(ownerPriceProblem(rule, odd, bounds.max! + 0.01)).not.toBeNull();
  });
});
