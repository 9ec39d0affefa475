import { z } from 'zod';
import { coordinatesSchema, postalAddressSchema } from '../common/address.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/pagination.js';
import { storableString } from '../common/storable-string.js';

import { WEEKDAYS } from './shop-constants.js';
import { checkPlaceQuery, placeQueryFields } from './shop-delivery.js';

export {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_INQUIRY_MINUTES,
  DEFAULT_RATING,
  DEFAULT_TAX_RATE,
  WEEKDAYS,
  type Weekday,
} from './shop-constants.js';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour)');
export const dayHoursSchema = z.object({ open: hhmm, close: hhmm, closed: z.boolean().default(false) });
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Keyed by lowercase weekday name; null or {} means "no hours", which PRODUCT.md §4 treats as open. */
export const operatingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), dayHoursSchema);
export type OperatingHours = z.infer<typeof operatingHoursSchema>;

export const shopSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  images: z.array(z.string()),
  address: postalAddressSchema,
  /** Where the shop is; null for a shop not placed on the map yet (it then delivers nowhere). */
  coordinates: coordinatesSchema.nullable(),
  /** How far it delivers, straight-line km. */
  deliveryRadiusKm: z.number(),
  /** From the place the list was asked for, km with one decimal; only on lists asked with lat/lng. */
  distanceKm: z.number().optional(),
  /**
   * "Delivery in about N min" to that place (issue 31), from the distance, the shop's picking time and how
   * busy shoppers are now; null while the shop is closed (its statusText says when it opens). Only on
   * replies asked with lat/lng.
   */
  etaMinutes: z.number().int().nullable().optional(),
  phone: z.string().nullable(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  deliveryFee: z.number(),
  productCount: z.number().int(),
  isOpenNow: z.boolean(),
  /** The open/closed line of PRODUCT.md §4, computed for Asia/Kolkata at the time of the answer. */
  statusText: z.string(),
  orderCount: z.number().int(),
  operatingHours: operatingHoursSchema.nullable(),
  hasTax: z.boolean(),
  taxRate: z.number(),
  inquiryAvailableTime: z.number().int(),
  /** PRODUCT.md §13: minutes a revision waits for the customer's answer; always sent by the server. */
  responseMinutes: z.number().optional(),
  isActive: z.boolean(),
  /** An admin closed the shop for today (India's date); always sent by the server. */
  closedToday: z.boolean().optional(),
  /**
   * Issue 46: the owner closed the shop now ("Back at 5 PM"): why, and when it opens by itself (null: when
   * the owner opens it); null while no pause lasts. Always sent by the server.
   */
  pause: z.object({ reason: z.string().nullable(), reopensAt: z.string().nullable() }).nullable().optional(),
  /** Issue 46: the India days (YYYY-MM-DD) the shop is shut whatever its hours, today's and later ones. */
  holidays: z.array(z.string()).optional(),
});
export type Shop = z.infer<typeof shopSchema>;

export const shopListQuerySchema = z
  .object({
    category: storableString().trim().max(60).optional(),
    search: storableString().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    /** With lat and lng: only the shops that deliver there, each with distanceKm (see shop-delivery). */
    ...placeQueryFields,
  })
  .superRefine(checkPlaceQuery);
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

export const shopListSchema = z.object({ shops: z.array(shopSchema), total: z.number().int() });
export type ShopList = z.infer<typeof shopListSchema>;

/** GET /api/shops/:id: with lat/lng, the shop carries distanceKm and etaMinutes to that place (issue 31). */
export const shopPlaceQuerySchema = z.object({ ...placeQueryFields }).superRefine(checkPlaceQuery);
