import { z } from 'zod';
import { productSchema } from '../catalogue/product.js';
import { shopSchema } from '../catalogue/shop.js';
import { pageQueryFields, pageReplyFields } from './page-query.js';

/** The admin catalogue screen: shops (active or not) and a shop's products, searched and paged. */
export const adminCatalogueQuerySchema = z.object({
  /** Part of the name (products: also category or a tag). */
  q: z.string().trim().max(100).optional(),
  ...pageQueryFields(50),
});

export const adminShopListSchema = z.object({ shops: z.array(shopSchema), ...pageReplyFields });
export const adminProductListSchema = z.object({ products: z.array(productSchema), ...pageReplyFields });

/** The longest Hindi name of a category (a chip's text). */
export const CATEGORY_NAME_HI_MAX = 60;

/**
 * A category as the admin's category names screen lists it: the English text shops and products carry,
 * its Hindi name when one is set, and how many shops and active products use it.
 */
export const adminCategoryNameSchema = z.object({
  name: z.string(),
  nameHi: z.string().nullable(),
  shopCount: z.number().int(),
  productCount: z.number().int(),
});
export type AdminCategoryName = z.infer<typeof adminCategoryNameSchema>;
export const adminCategoryNameListSchema = z.object({ categories: z.array(adminCategoryNameSchema) });

/** PUT /api/admin/category-names: a category's Hindi name (the category is named by its English text). */
export const setCategoryNameRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  nameHi: z.string().trim().min(1, 'Write the Hindi name').max(CATEGORY_NAME_HI_MAX, 'At most 60 characters'),
});
export type SetCategoryNameRequest = z.infer<typeof setCategoryNameRequestSchema>;
