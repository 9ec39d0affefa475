import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPaise, toPaise } from '../orders/money.js';
import { quoteFees } from './fee-quote.js';
import { bandFee, type FeeRules, feeRulesSchema, flatFeeRules } from './fee-rules.js';

const rules: FeeRules = {
  deliveryBands: [
    { upToKm: 2, fee: 20 },
    { upToKm: 5, fee: 35 },
  ],
  minimumOrder: 99,
  smallCart: { below: 199, fee: 15 },
  freeDeliveryAbove: 499,
};

const paise = (max: number) => fc.integer({ min: 0, max }).map((p) => p / 100);
const arbitraryRules: fc.Arbitrary<FeeRules> = fc
  .record({
    kms: fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 6 }),
    fees: fc.array(paise(100_000), { minLength: 6, maxLength: 6 }),
    minimumOrder: paise(100_000),
    smallCart: fc.option(fc.record({ below: paise(100_000), fee: paise(100_000) }), { nil: null }),
    freeDeliveryAbove: fc.option(paise(1_000_000), { nil: null }),
  })
  .map(({ kms, fees, ...rest }) => ({
    deliveryBands: [...kms].sort((a, b) => a - b).map((km, i) => ({ upToKm: km / 10, fee: fees[i]! })),
    ...rest,
  }));
const distance = fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: null });
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + toPaise(amount), 0);

describe('fee rules (issue 45)', () => {
  it('charges the band of the distance, free delivery from its amount, a small-cart fee below its threshold', () => {
    expect(quoteFees({ subtotal: 150, distanceKm: 1.2, rules, taxRate: 0 })).toEqual({
      subtotal: 150,
      fees: [
        { kind: 'delivery', amount: 20, addToRemove: 349 },
        { kind: 'small_cart', amount: 15, addToRemove: 49 },
      ],
      feesTotal: 35,
      taxes: 0,
      total: 185,
      freeDeliveryAbove: 499,
      minimumOrder: 99,
    });
    expect(quoteFees({ subtotal: 457, distanceKm: 4, rules, taxRate: 0 }).fees).toEqual([
      { kind: 'delivery', amount: 35, addToRemove: 42 },
    ]);
    const free = quoteFees({ subtotal: 499, distanceKm: 4, rules, taxRate: 5 });
    expect(free.fees).toEqual([{ kind: 'delivery', amount: 0 }]);
    expect(free.total).toBe(499 + 24.95);
  });

  it('says how much is missing to reach the minimum order', () => {
    expect(quoteFees({ subtotal: 57.5, distanceKm: null, rules, taxRate: 0 }).shortBy).toBe(41.5);
    expect(quoteFees({ subtotal: 99, distanceKm: null, rules, taxRate: 0 }).shortBy).toBeUndefined();
  });

  it('an unknown distance and one beyond the last band pay the farthest band', () => {
    expect(bandFee(rules.deliveryBands, null)).toBe(35);
    expect(bandFee(rules.deliveryBands, 9)).toBe(35);
    expect(bandFee(rules.deliveryBands, 2)).toBe(20);
  });

  it('a shop without rules charges its flat fee at any distance and nothing else', () => {
    const flat = quoteFees({ subtotal: 10, distanceKm: 3, rules: flatFeeRules(30), taxRate: 0 });
    expect(flat.fees).toEqual([{ kind: 'delivery', amount: 30 }]);
    expect(flat.shortBy).toBeUndefined();
    expect(feeRulesSchema.safeParse(flatFeeRules(30)).success).toBe(true);
  });

  it('refuses bands that do not reach further each time, and amounts with more than 2 decimals', () => {
    const bands = [
      { upToKm: 3, fee: 10 },
      { upToKm: 3, fee: 20 },
    ];
    expect(feeRulesSchema.safeParse({ ...rules, deliveryBands: bands }).success).toBe(false);
    expect(feeRulesSchema.safeParse({ ...rules, minimumOrder: 1.005 }).success).toBe(false);
    expect(feeRulesSchema.safeParse({ ...rules, deliveryBands: [] }).success).toBe(false);
  });

  it('holds for any rules, subtotal and distance: exact paise, totals add up, fees only shrink as the cart grows', () => {
    fc.assert(
      fc.property(arbitraryRules, paise(1_000_000), paise(100_000), distance, (r, subtotal, more, km) => {
        const quote = quoteFees({ subtotal, distanceKm: km, rules: r, taxRate: 5 });
        for (const amount of [quote.subtotal, quote.feesTotal, quote.taxes, quote.total])
          expect(fromPaise(toPaise(amount))).toBe(amount);
        expect(toPaise(quote.total)).toBe(
          toPaise(subtotal) + sum(quote.fees.map((f) => f.amount)) + toPaise(quote.taxes),
        );
        expect(toPaise(quote.feesTotal)).toBe(sum(quote.fees.map((f) => f.amount)));
        // Adding what a line asks removes that fee.
        for (const fee of quote.fees) {
          if (fee.addToRemove === undefined) continue;
          expect(fee.addToRemove).toBeGreaterThan(0);
          const after = quoteFees({
            subtotal: subtotal + fee.addToRemove,
            distanceKm: km,
            rules: r,
            taxRate: 5,
          });
          expect(after.fees.find((f) => f.kind === fee.kind)?.amount ?? 0).toBe(0);
        }
        // A bigger cart never pays more fees, and the minimum is missed by exactly what is short.
        const bigger = quoteFees({ subtotal: subtotal + more, distanceKm: km, rules: r, taxRate: 5 });
        expect(toPaise(bigger.feesTotal)).toBeLessThanOrEqual(toPaise(quote.feesTotal));
        if (quote.shortBy !== undefined)
          expect(toPaise(subtotal) + toPaise(quote.shortBy)).toBe(toPaise(r.minimumOrder));
        else expect(toPaise(subtotal)).toBeGreaterThanOrEqual(toPaise(r.minimumOrder));
      }),
    );
  });

  it('a nearer address never pays a higher delivery fee when the bands rise with distance', () => {
    fc.assert(
      fc.property(arbitraryRules, distance, distance, (r, a, b) => {
        const rising = {
          ...r,
          deliveryBands: [...r.deliveryBands].map((band, i, all) => ({
            ...band,
            fee: Math.max(...all.slice(0, i + 1).map((x) => x.fee)),
          })),
        };
        if (a === null || b === null) return;
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(bandFee(rising.deliveryBands, near)).toBeLessThanOrEqual(bandFee(rising.deliveryBands, far));
      }),
    );
  });
});
