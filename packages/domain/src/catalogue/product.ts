import { z } from 'zod';

export const PRODUCT_UNITS = ['kg', 'g', 'L', 'ml', 'pack', 'dozen', 'piece'] as const;

export const productSchema = z.object({
  _id: z.string(),
  shopId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  /** The price before a discount; shown struck through when above price. */
  originalPrice: z.number().nullable(),
  images: z.array(z.string()),
  stockQuantity: z.number().int(),
  unit: z.string(),
  inStock: z.boolean(),
  tags: z.array(z.string()),
  /** Products of one shop with the same key are pack sizes of one product; null when it stands alone. */
  familyKey: z.string().nullable(),
  /** This product's pack as the size chooser shows it ("500 g"); null when it stands alone. */
  packSize: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(10000).default(10000),
  active: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const productListSchema = z.object({ products: z.array(productSchema), total: z.number().int() });
export type ProductList = z.infer<typeof productListSchema>;
