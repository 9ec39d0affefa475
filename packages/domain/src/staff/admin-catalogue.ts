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
