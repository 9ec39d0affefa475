import { describe, expect, it } from 'vitest';
import { nextShopRating, rateOrderRequestSchema, riderRatingProblem } from './rating.js';

describe('nextShopRating', () => {
  it('starts from the seeded average and count', () => {
    expect(nextShopRating({ ratingSum: null, ratingAverage: 4.5, ratingCount: 2 }, 1)).toEqual({
      ratingSum: 10,
      ratingCount: 3,
      ratingAverage: 3.3,
    });
  });
  it('keeps the exact sum so many small changes are not lost to rounding', () => {
    let shop = { ratingSum: null as number | null, ratingAverage: 4.6 as number | null, ratingCount: 890 };
    for (let i = 0; i < 100; i++) shop = nextShopRating(shop, 1);
    expect(shop.ratingCount).toBe(990);
    expect(shop.ratingAverage).toBe(4.2);
  });
  it('a shop without ratings takes the first one as its average', () => {
    expect(nextShopRating({ ratingSum: null, ratingAverage: null, ratingCount: 0 }, 5).ratingAverage).toBe(5);
  });
});

describe('rateOrderRequestSchema', () => {
  it('accepts 1 to 5 whole stars and trims the comment', () => {
    expect(rateOrderRequestSchema.parse({ shopRating: 1, shopperRating: 5, comment: ' ok ' })).toEqual({
      shopRating: 1,
      shopperRating: 5,
      comment: 'ok',
    });
  });
  it.each([0, 6, 2.5, '4', null])('refuses %s', (value) => {
    expect(rateOrderRequestSchema.safeParse({ shopRating: value, shopperRating: 3 }).success).toBe(false);
  });
});

describe('the delivery person in a rating (issue 47)', () => {
  it('takes their stars (1 to 5) beside the shop and the shopper', () => {
    expect(rateOrderRequestSchema.parse({ shopRating: 4, shopperRating: 5, riderRating: 3 })).toMatchObject({
      riderRating: 3,
    });
    expect(
      rateOrderRequestSchema.safeParse({ shopRating: 4, shopperRating: 5, riderRating: 6 }).success,
    ).toBe(false);
  });

  it('needs them exactly when a delivery person carried the order', () => {
    expect(riderRatingProblem(true, undefined)).toBe('Rate the delivery person too');
    expect(riderRatingProblem(false, 4)).toMatch(/No delivery person carried this order/);
    expect(riderRatingProblem(true, 4)).toBeNull();
    expect(riderRatingProblem(false, undefined)).toBeNull();
  });
});
