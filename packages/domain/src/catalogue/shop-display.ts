import { DEFAULT_RATING } from './shop-constants.js';

/** PRODUCT.md §2/PRODUCT.md §9: a shop card shows 4.0 when the shop has no rating yet. */
export function displayRating(
  rating: { average?: number | null; count?: number | null } | null | undefined,
): {
  average: number;
  count: number;
} {
  const average = rating?.average;
  const count = rating?.count;
  return {
    average:
      typeof average === 'number' && Number.isFinite(average) && average > 0 ? average : DEFAULT_RATING,
    count: typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0,
  };
}

/** A product card shows the original price struck through only when it is above the price. */
export const hasDiscount = (product: { price: number; originalPrice?: number | null }): boolean =>
  typeof product.originalPrice === 'number' && product.originalPrice > product.price;

/** PRODUCT.md §2: the first 3 tags of a product. */
export const SHOWN_TAGS = 3;
export const shownTags = (tags: readonly string[] | null | undefined): string[] =>
  (tags ?? []).filter((tag) => tag.trim() !== '').slice(0, SHOWN_TAGS);

/** PRODUCT.md §3: inStock defaults to true; a product explicitly out of stock cannot be added. */
export const isOutOfStock = (product: { inStock?: boolean | null }): boolean => product.inStock === false;

/** PRODUCT.md §9 description cuts. */
export const SHOP_DESCRIPTION_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 80;
