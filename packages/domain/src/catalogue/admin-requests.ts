import { z } from 'zod';
import { coordinatesSchema } from '../common/address.js';
import { isInIndia } from '../common/geo.js';
import { storableString } from '../common/storable-string.js';
import { PRODUCT_UNITS } from './product.js';
import { operatingHoursSchema } from './shop.js';

/** Request bodies of the admin catalogue API (server-contract "Order lifecycle (staff API)" table). */

const text = (field: string, min: number, max: number) =>
  storableString({ error: `${field} is required` })
    .trim()
    .min(min, min <= 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`);

const money = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} must be at most ${max}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field} can have at most 2 decimals`);

/** Images are paths served by this server (/media/..., /uploads/...), never an outside address. */
const imagePath = storableString().regex(
  /^\/[A-Za-z0-9/_.-]{1,200}$/,
  'Images must be paths on this server, e.g. /media/shops/name.svg',
);

const shopFields = {
  name: text('Name', 2, 100),
  description: storableString().trim().max(1000, 'Description must be at most 1000 characters'),
  category: text('Category', 1, 60),
  images: z.array(imagePath).max(10, 'At most 10 images'),
  address: z.strictObject({
    street: text('Street', 1, 200),
    city: text('City', 1, 100),
    state: text('State', 1, 100),
    zipCode: storableString().regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit PIN code'),
  }),
  phone: storableString()
    .regex(/^\d{10}$/, 'Enter a valid 10-digit phone number')
    .nullable(),
  deliveryFee: money('Delivery fee', 1000),
  operatingHours: operatingHoursSchema.nullable(),
  hasTax: z.boolean(),
  taxRate: z.number().min(0, 'Tax rate cannot be negative').max(28, 'Tax rate must be at most 28'),
  inquiryAvailableTime: z
    .number()
    .int('Inquiry time must be whole minutes')
    .min(1, 'Inquiry time must be at least 1 minute')
    .max(240, 'Inquiry time must be at most 240 minutes'),
  /** PRODUCT.md §13: how long a revision (or a bill equal to the approved total) waits for the customer. */
  responseMinutes: z
    .number({ error: 'Response time must be a number of minutes' })
    .int('Response time must be whole minutes')
    .min(1, 'Response time must be at least 1 minute')
    .max(120, 'Response time must be at most 120 minutes'),
  isActive: z.boolean(),
  /** Straight-line km from the shop it delivers to. */
  deliveryRadiusKm: z
    .number({ error: 'Delivery radius must be a number' })
    .min(0.5, 'Delivery radius must be at least 0.5 km')
    .max(50, 'Delivery radius must be at most 50 km'),
  coordinates: coordinatesSchema.refine(isInIndia, 'The shop must be in India'),
  /** Closed for the rest of today (India's date), whatever the hours; false opens it again. */
  closedToday: z.boolean(),
};

const { name, category, address, ...optionalShopFields } = shopFields;
export const createShopRequestSchema = z.strictObject({
  name,
  category,
  address,
  ...z.object(optionalShopFields).partial().shape,
});
export type CreateShopRequest = z.infer<typeof createShopRequestSchema>;

export const updateShopRequestSchema = z
  .strictObject(shopFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateShopRequest = z.infer<typeof updateShopRequestSchema>;

const productFields = {
  name: text('Name', 2, 150),
  description: storableString().trim().max(1000, 'Description must be at most 1000 characters'),
  category: storableString().trim().max(60, 'Category must be at most 60 characters'),
  price: money('Price', 1_000_000).refine((v) => v > 0, 'Price must be above 0'),
  /** The price before a discount; null removes it. */
  originalPrice: money('Original price', 1_000_000).nullable(),
  images: z.array(imagePath).max(10, 'At most 10 images'),
  stockQuantity: z
    .number()
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock is too large'),
  unit: z.enum(PRODUCT_UNITS, { error: `Unit must be one of ${PRODUCT_UNITS.join(', ')}` }),
  tags: z.array(storableString().trim().min(1).max(30)).max(20, 'At most 20 tags'),
  /** Other names search finds the product by (Hindi names, local names), stored lowercase. */
  aliases: z
    .array(storableString().trim().toLowerCase().min(1).max(40, 'An alias must be at most 40 characters'))
    .max(20, 'At most 20 aliases'),
  isActive: z.boolean(),
  /** Products of one shop with the same key are pack sizes of one product; null stands alone. */
  familyKey: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, 'Family key: lowercase letters, digits and hyphens')
    .nullable(),
  packSize: storableString().trim().min(1).max(20, 'Pack size must be at most 20 characters').nullable(),
};

const { name: productName, price, ...optionalProductFields } = productFields;
export const createProductRequestSchema = z
  .strictObject({ name: productName, price, ...z.object(optionalProductFields).partial().shape })
  .refine((v) => v.originalPrice == null || v.originalPrice > v.price, {
    path: ['originalPrice'],
    message: 'Original price must be above the price',
  });
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;

/** The original-price rule is checked by the server against the stored price when only one is sent. */
export const updateProductRequestSchema = z
  .strictObject(productFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateProductRequest = z.infer<typeof updateProductRequestSchema>;
