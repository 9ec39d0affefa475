import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { MAX_PAGE_SIZE } from '../common/pagination.js';
import { productSchema } from './product.js';
import { shopSchema } from './shop.js';
import { checkPlaceQuery, placeQueryFields } from './shop-delivery.js';

/** Sorts of the paged product list; relevance is the shop's own order (category, name) without a search. */
export const PRODUCT_PAGE_SORTS = ['relevance', 'price_asc', 'price_desc', 'name'] as const;
export type ProductPageSort = (typeof PRODUCT_PAGE_SORTS)[number];
export const DEFAULT_PRODUCT_PAGE_SIZE = 48;

const searchText = z.string().trim().max(100, 'Search at most 100 characters');

/** GET /api/shops/:shopId/products: one page of a shop's active products. */
export const productPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PRODUCT_PAGE_SIZE),
  /** Opaque: the nextCursor of the previous page of the same query. */
  cursor: z.string().max(500).optional(),
  category: z.string().trim().max(60).optional(),
  q: searchText.optional(),
  sort: z.enum(PRODUCT_PAGE_SORTS).default('relevance'),
  /**
   * A product of the shop to find replacements for ("This instead", the shopper's search): in the
   * relevance sort, products most like it first (same kind, same words, same pack size), never itself.
   */
  like: idSchema.optional(),
});
export type ProductPageQuery = z.infer<typeof productPageQuerySchema>;

/** Pack sizes of one product (same familyKey) are adjacent in every sort. */
export const productPageSchema = z.object({
  products: z.array(productSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** Set when the search as typed found nothing and these products are for this corrected query. */
  didYouMean: z.string().nullable().optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * GET /api/shops/:shopId/products/:productId: one product with the other sizes of its family, cheapest
 * first (a link to a product the pages have not reached yet opens its sheet).
 */
export const productFamilySchema = z.object({ products: z.array(productSchema) });
export type ProductFamilyReply = z.infer<typeof productFamilySchema>;

/** GET /api/shops/:shopId/categories: the shop's product categories with their active product counts. */
export const productCategoryListSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int(), nameHi: z.string().optional() })),
});
export type ProductCategoryList = z.infer<typeof productCategoryListSchema>;

/** GET /api/search: shops and products across the shops that deliver to the place (all shops without one). */
export const catalogueSearchQuerySchema = z
  .object({ q: searchText.min(1, 'Type something to search for'), ...placeQueryFields })
  .superRefine(checkPlaceQuery);
export type CatalogueSearchQuery = z.infer<typeof catalogueSearchQuerySchema>;

export const productWithShopSchema = productSchema.extend({
  shop: z.object({ _id: z.string(), name: z.string() }),
});

/**
 * Shops whose name or category matches, in the home order; products best match first, at most a few per
 * shop so one big shop cannot fill the answer (the web groups them by `shop`).
 */
export const catalogueSearchSchema = z.object({
  shops: z.array(shopSchema),
  products: z.array(productWithShopSchema),
  /** Set when the search as typed found nothing and these products are for this corrected query. */
  didYouMean: z.string().nullable().optional(),
});
export type CatalogueSearch = z.infer<typeof catalogueSearchSchema>;
