import { describe, expect, it } from 'vitest';
import { orderFixture, replacedWithFixture } from '../test/order-fixture';
import { revisionValueWith, taxRateOf } from './revision-totals';

const replaced = replacedWithFixture();

describe('revision totals with refusals', () => {
  it('recovers the tax rate from the server figures', () => {
    expect(taxRateOf({ subtotal: 390.5, deliveryFee: 30, taxes: 19.55, total: 440.05 })).toBe(5);
    expect(taxRateOf({ subtotal: 17, deliveryFee: 30, taxes: 0.85, total: 47.85 })).toBe(5);
    expect(taxRateOf({ subtotal: 999, deliveryFee: 0, taxes: 179.82, total: 1178.82 })).toBe(18);
    expect(taxRateOf({ subtotal: 100, deliveryFee: 30, taxes: 0, total: 130 })).toBe(0);
  });

  it('keeps the server value without refusals and recomputes with the order charges when refused', () => {
    const order = orderFixture({
      orderValue: { subtotal: 390.5, deliveryFee: 30, taxes: 19.55, total: 440.05 },
      revisedOrderValue: { subtotal: 410.5, deliveryFee: 30, taxes: 20.55, total: 461.05 },
    });
    order.items[0] = { ...order.items[0]!, isAvailable: false, replacedWith: replaced };
    order.items[1] = { ...order.items[1]!, isAvailable: true, revisedQuantity: 1, revisedPrice: 150.5 };
    expect(revisionValueWith(order, new Set())).toBe(order.revisedOrderValue);
    // Rice refused: only the dal (150.50) is left; tax 5 % of 151 = 7.55.
    expect(revisionValueWith(order, new Set(['p1']))).toEqual({
      subtotal: 150.5,
      deliveryFee: 30,
      taxes: 7.55,
      total: 188.05,
    });
  });
});
