import { z } from 'zod';

/** How a product is sold; "bunch" for leaves sold by the bunch (dhaniya, methi, palak: issue 47). */
export const PRODUCT_UNITS = ['kg', 'g', 'L', 'ml', 'pack', 'dozen', 'piece', 'bunch'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/**
 * A unit's word on screen (the domain catalogue translates it: "bunch" is "गड्डी" in Hindi). A unit the
 * list does not know (an older order's) shows as stored.
 */
export const UNIT_WORDS: Record<ProductUnit, string> = {
  kg: 'kg',
  g: 'g',
  L: 'L',
  ml: 'ml',
  pack: 'pack',
  dozen: 'dozen',
  piece: 'piece',
  bunch: 'bunch',
};

/** The English word of a unit, for `tDomain`; a unit the list does not know stays as stored. */
export const unitWord = (unit: string): string =>
  (PRODUCT_UNITS as readonly string[]).includes(unit) ? UNIT_WORDS[unit as ProductUnit] : unit;

/** The unit a spreadsheet cell names, in English or in the Hindi word shops write ("गड्डी" is a bunch). */
const HINDI_UNITS: Record<string, ProductUnit> = {
  गड्डी: 'bunch',
  गुच्छा: 'bunch',
  दर्जन: 'dozen',
  पैक: 'pack',
  पीस: 'piece',
  नग: 'piece',
  किलो: 'kg',
  ग्राम: 'g',
  लीटर: 'L',
};
export const unitFromWord = (word: string): string => HINDI_UNITS[word.trim()] ?? word.trim();

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
  /** Other names search finds it by (Hindi, local, taught), lowercase (issue 42). */
  aliases: z.array(z.string()).optional(),
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
