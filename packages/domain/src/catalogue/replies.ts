import { z } from 'zod';
import { productSchema } from './product.js';
import { shopSchema } from './shop.js';

/** `data` of GET /api/shops/:id and of the admin shop calls. */
export const shopReplySchema = z.object({ shop: shopSchema });
/** `data` of the admin product calls. */
export const productReplySchema = z.object({ product: productSchema });

/** `data` of GET /api/categories: the categories of active shops, for the home filter. */
/** A category as listed: its name as written, and in Hindi when the catalogue has one (issue 47). */
export const shopCategorySchema = z.object({
  name: z.string(),
  shopCount: z.number().int(),
  nameHi: z.string().optional(),
});
export const shopCategoryListSchema = z.object({ categories: z.array(shopCategorySchema) });
export type ShopCategory = z.infer<typeof shopCategorySchema>;
