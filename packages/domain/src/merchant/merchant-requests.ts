import { z } from 'zod';
import { operatingHoursSchema } from '../catalogue/shop.js';
import { idSchema } from '../common/ids.js';
import { storableString } from '../common/storable-string.js';

/** Issue 46: what a shop owner's screens and the merchant API say when a request is refused. */
export const MERCHANT_MESSAGES = {
  shopNotFound: 'Shop not found',
  productNotFound: 'Product not found',
  reopensInPast: 'The reopening time must be later than now',
  reopensTooFar: 'A pause lasts at most 14 days; set a holiday for longer',
  holidayFormat: 'A holiday is a date like 2026-12-25',
  priceAboveMrp: 'The price cannot be above the MRP',
  priceChangeTooLarge: 'The price may change by at most {percent}% at a time',
  rangeTooLong: 'A statement covers at most 366 days',
  rangeBackwards: 'The start date must not be after the end date',
  dateFormat: 'A date is written like 2026-12-25',
} as const;

/** The longest "Close now" with a time (longer closures are holidays). */
export const MAX_PAUSE_DAYS = 14;

const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, MERCHANT_MESSAGES.dateFormat);

/** PUT /api/merchant/shops/:id/status: "Close now" with a reason and a time ("Back at 5 PM"), or "Open". */
export const shopStatusRequestSchema = z.strictObject({
  open: z.boolean({ error: 'open must be true or false' }),
  reason: storableString().trim().max(120, 'A reason has at most 120 characters').optional(),
  reopensAt: z.iso.datetime({ offset: true, error: 'reopensAt is a date and time' }).optional(),
});
export type ShopStatusRequest = z.infer<typeof shopStatusRequestSchema>;

/** PUT /api/merchant/shops/:id/hours: the weekly hours and, when sent, the holidays (India dates). */
export const shopHoursRequestSchema = z.strictObject({
  operatingHours: operatingHoursSchema.nullable(),
  holidays: z.array(day.describe('YYYY-MM-DD')).max(60, 'At most 60 holidays').optional(),
});
export type ShopHoursRequest = z.infer<typeof shopHoursRequestSchema>;

export const stockRequestSchema = z.strictObject({
  inStock: z.boolean({ error: 'inStock must be true or false' }),
});

export const bulkStockRequestSchema = z.strictObject({
  ids: z.array(idSchema).min(1, 'Choose at least one product').max(500, 'At most 500 products at once'),
  inStock: z.boolean({ error: 'inStock must be true or false' }),
});

export const priceRequestSchema = z.strictObject({
  price: z.number().positive('The price must be more than 0').max(1_000_000).multipleOf(0.01),
});

/** The owner's product list: a search of the name and a category, paged. */
export const ownerProductsQuerySchema = z.object({
  q: storableString().trim().max(100).optional(),
  category: storableString().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type OwnerProductsQuery = z.infer<typeof ownerProductsQuerySchema>;

export const statementQuerySchema = z.object({
  from: day,
  to: day,
  format: z.enum(['json', 'csv']).default('json'),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** POST /api/merchant/suggestions/:productId: the one tap: out of stock (true) or it is there (false). */
export const suggestionAnswerSchema = z.strictObject({
  outOfStock: z.boolean({ error: 'outOfStock must be true or false' }),
});

/** The admin's rules for owners: prices not above the MRP, how far one change may go, when reports hide. */
export const merchantRulesSchema = z.strictObject({
  capAtMrp: z.boolean(),
  /** null: no limit; else one change may move the price by at most this percent. */
  maxChangePercent: z.number().int().min(1).max(100).nullable(),
  /** "Not available" reports of one product in one India day, unanswered, that hide it from new carts. */
  reportsToHide: z.number().int().min(1).max(20),
});
export type MerchantRules = z.infer<typeof merchantRulesSchema>;

export const DEFAULT_MERCHANT_RULES: MerchantRules = {
  capAtMrp: true,
  maxChangePercent: null,
  reportsToHide: 2,
};

export const shopChangesQuerySchema = z.object({
  shopId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
