import { fromPaise, toPaise } from '../orders/money.js';
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

/** What a discount saves, in rupees, exact to the paisa (0 without one): the MRP less the price. */
export const discountAmount = (product: { price: number; originalPrice?: number | null }): number =>
  hasDiscount(product) ? fromPaise(toPaise(product.originalPrice as number) - toPaise(product.price)) : 0;

/** PRODUCT.md §2: the first 3 tags of a product. */
export const SHOWN_TAGS = 3;
export const shownTags = (tags: readonly string[] | null | undefined): string[] =>
  (tags ?? []).filter((tag) => tag.trim() !== '').slice(0, SHOWN_TAGS);

/** PRODUCT.md §3: inStock defaults to true; a product explicitly out of stock cannot be added. */
export const isOutOfStock = (product: { inStock?: boolean | null }): boolean => product.inStock === false;

/** PRODUCT.md §9 description cuts. */
export const SHOP_DESCRIPTION_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 80;

/** A category's name in the reader's language: its Hindi name in Hindi when it has one, else as written. */
export const categoryLabel = (
  category: { name: string; nameHi?: string | undefined },
  language: string,
): string => (language === 'hi' && category.nameHi ? category.nameHi : category.name);
