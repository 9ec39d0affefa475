import { describe, expect, it } from 'vitest';
import { orderSummary, orderValueOf, roundMoney, toPaise } from './money.js';

const item = (price: number, quantity: number) => ({ price, quantity });

describe('toPaise and roundMoney', () => {
  it('rounds half away from zero to the paisa, ignoring float noise', () => {
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(2.675)).toBe(268);
    expect(toPaise(10.004)).toBe(1000);
    expect(roundMoney(19.999)).toBe(20);
    expect(roundMoney(1.2345)).toBe(1.23);
  });

  it('treats non-finite amounts as zero', () => {
    expect(toPaise(Number.NaN)).toBe(0);
    expect(toPaise(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('orderSummary', () => {
  it('adds price × quantity, counts units and keeps the items and shop', () => {
    const items = [item(40, 2), item(12.5, 3)];
    const shop = { deliveryFee: 20, hasTax: false, taxRate: 5 };
    const summary = orderSummary(items, shop);
    expect(summary).toEqual({
      items,
      itemCount: 5,
      subtotal: 117.5,
      deliveryFee: 20,
      taxes: 0,
      total: 137.5,
      shop,
    });
  });

  it('charges no tax unless the shop has tax (hasTax defaults to false)', () => {
    expect(orderSummary([item(100, 1)], { deliveryFee: 0 }).taxes).toBe(0);
    expect(orderSummary([item(100, 1)], { deliveryFee: 0, hasTax: 'yes' }).taxes).toBe(0);
  });

  it('taxes the subtotal rounded to the rupee at the shop rate, default 5 percent', () => {
    // 99.50 rounds to 100; 5 % of 100 is 5.
    const five = orderSummary([item(33.1, 1), item(66.4, 1)], { deliveryFee: 10, hasTax: true });
    expect(five).toMatchObject({ subtotal: 99.5, taxes: 5, total: 114.5 });
    // 99.49 rounds to 99; 18 % of 99 is 17.82.
    const eighteen = orderSummary([item(99.49, 1)], { deliveryFee: 0, hasTax: true, taxRate: 18 });
    expect(eighteen).toMatchObject({ subtotal: 99.49, taxes: 17.82, total: 117.31 });
    // 12.5 % of 7 is 0.875: taxes round to the paisa.
    const fraction = orderSummary([item(7, 1)], { deliveryFee: 0, hasTax: true, taxRate: 12.5 });
    expect(fraction.taxes).toBe(0.88);
  });

  it('uses the default delivery fee of 30 when the shop gives none or not a number', () => {
    expect(orderSummary([item(10, 1)], {}).deliveryFee).toBe(30);
    expect(orderSummary([item(10, 1)], null).deliveryFee).toBe(30);
    expect(orderSummary([item(10, 1)], { deliveryFee: '45' }).deliveryFee).toBe(30);
    expect(orderSummary([item(10, 1)], { deliveryFee: Number.NaN }).deliveryFee).toBe(30);
    expect(orderSummary([item(10, 1)], { deliveryFee: 0 }).deliveryFee).toBe(0);
  });

  it('uses the default tax rate of 5 when the rate is missing or not a number', () => {
    expect(orderSummary([item(200, 1)], { deliveryFee: 0, hasTax: true, taxRate: null }).taxes).toBe(10);
    expect(orderSummary([item(200, 1)], { deliveryFee: 0, hasTax: true, taxRate: '18' }).taxes).toBe(10);
  });

  it('keeps totals exact to 2 decimals where floats would drift', () => {
    const summary = orderSummary([item(0.1, 3), item(0.2, 1)], { deliveryFee: 0.1 });
    expect(summary.subtotal).toBe(0.5);
    expect(summary.total).toBe(0.6);
    const many = orderSummary(
      Array.from({ length: 100 }, () => item(19.99, 3)),
      { deliveryFee: 30 },
    );
    expect(many.subtotal).toBe(5997);
    expect(many.total).toBe(6027);
  });

  it('ignores lines whose price or quantity is not usable', () => {
    const summary = orderSummary([item(10, 0), item(-5, 2), item(Number.NaN, 1), item(4, 2)], {
      deliveryFee: 0,
    });
    // Units are counted whatever their price; a bad price adds nothing to the money.
    expect(summary).toMatchObject({ itemCount: 5, subtotal: 8, total: 8 });
  });

  it('gives an empty cart only the delivery fee', () => {
    expect(orderSummary([], { deliveryFee: 25 })).toMatchObject({ itemCount: 0, subtotal: 0, total: 25 });
  });

  it('orderValueOf keeps the four stored amounts', () => {
    const summary = orderSummary([item(50, 2)], { deliveryFee: 30, hasTax: true, taxRate: 5 });
    expect(orderValueOf(summary)).toEqual({ subtotal: 100, deliveryFee: 30, taxes: 5, total: 135 });
  });
});
