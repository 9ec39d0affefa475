import { z } from 'zod';

/**
 * Issue 13: a delivered order is rated once, 1 to 5 stars for the shop and for the shopper; and, issue 47,
 * for the delivery person when one carried it (required then, refused otherwise).
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX = 500;

export const RATING_MESSAGES = {
  range: 'Choose from 1 to 5 stars',
  notDelivered: 'You can rate an order once it has been delivered',
  alreadyRated: 'You have already rated this order',
  thanks: 'Thank you for rating your order!',
  riderNeeded: 'Rate the delivery person too',
  noRider: 'No delivery person carried this order: rate the shop and the shopper',
} as const;

const stars = z
  .number({ error: RATING_MESSAGES.range })
  .int(RATING_MESSAGES.range)
  .min(RATING_MIN, RATING_MESSAGES.range)
  .max(RATING_MAX, RATING_MESSAGES.range);

export const rateOrderRequestSchema = z.object({
  shopRating: stars,
  shopperRating: stars,
  /** The delivery person who carried it; absent when the shopper delivered. */
  riderRating: stars.optional(),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, `The comment can be at most ${RATING_COMMENT_MAX} characters`)
    .optional()
    .default(''),
});
export type RateOrderRequest = z.input<typeof rateOrderRequestSchema>;

/**
 * The shop's new average after one more rating, from the exact running sum (one decimal, as shown on
 * home). Without a sum yet, the shop's current average × count is the starting sum, so the demo
 * figures keep their weight; a shop with no rating starts from nothing.
 */
export function nextShopRating(
  shop: { ratingSum: number | null; ratingAverage: number | null; ratingCount: number },
  stars: number,
): { ratingSum: number; ratingAverage: number; ratingCount: number } {
  const startingSum = shop.ratingSum ?? (shop.ratingAverage ?? 0) * shop.ratingCount;
  const ratingSum = Math.round((startingSum + stars) * 10) / 10;
  const ratingCount = shop.ratingCount + 1;
  return { ratingSum, ratingCount, ratingAverage: Math.round((ratingSum / ratingCount) * 10) / 10 };
}

/** What a rating must say about the delivery person: their stars exactly when one carried the order. */
export function riderRatingProblem(hadRider: boolean, riderRating: number | undefined): string | null {
  if (hadRider && riderRating === undefined) return RATING_MESSAGES.riderNeeded;
  if (!hadRider && riderRating !== undefined) return RATING_MESSAGES.noRider;
  return null;
}
