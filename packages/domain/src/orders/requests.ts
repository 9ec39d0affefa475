import { z } from 'zod';
import { coordinatesSchema } from '../common/address.js';
import { storableString } from '../common/storable-string.js';
import { slotChoiceSchema } from '../dispatch/schemas.js';
import {
  CHECKOUT_MESSAGES,
  canonicalState,
  contactPhoneError,
  formatContactPhone,
  parseContactPhone,
} from './checkout-rules.js';
import { CUSTOM_ITEM_MESSAGES, CUSTOM_NAME_MAX, CUSTOM_NAME_MIN, MAX_CUSTOM_ITEMS } from './custom-items.js';
import { ifNoAnswerSchema } from './deadline-schema.js';
import { checkoutPaymentMethodSchema } from './online-payment.js';
import { deliveryPaymentSchema } from './payment.js';
import { replacementPreferenceSchema, reviseReplacementSchema } from './replacement.js';

/**
 * What the customer app sends; item names and prices are accepted but ignored by the server. A line is
 * either a catalogue product (`productId`) or, issue 29, an item the app does not list (`customName`,
 * priced later by the shopper).
 */
export const createOrderItemSchema = z
  .object({
    productId: storableString().optional(),
    customName: storableString()
      .trim()
      .min(CUSTOM_NAME_MIN, CUSTOM_ITEM_MESSAGES.nameShort)
      .max(CUSTOM_NAME_MAX, CUSTOM_ITEM_MESSAGES.nameLong)
      .optional(),
    name: storableString().optional(),
    price: z.number().optional(),
    quantity: z
      .number()
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(999),
    notes: storableString().max(500).optional().default(''),
    /** PRODUCT.md §12: what to do when the shop does not have it; "Best match" when not sent. */
    replacement: replacementPreferenceSchema.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.productId === undefined && item.customName === undefined)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: CUSTOM_ITEM_MESSAGES.productOrName });
    if (item.productId !== undefined && item.customName !== undefined)
      ctx.addIssue({ code: 'custom', path: ['customName'], message: CUSTOM_ITEM_MESSAGES.notBoth });
  });

const M = CHECKOUT_MESSAGES;

/** The PRODUCT.md §5 checkout rules, checked again by the server (422 with these field messages). */
export const createOrderAddressSchema = z.object({
  street: storableString().trim().min(1, M.addressRequired).max(200),
  area: storableString().trim().max(120).optional().default(''),
  landmark: storableString().trim().max(120).optional().default(''),
  city: storableString().trim().min(1, M.addressRequired).max(80),
  state: storableString()
    .trim()
    .min(1, M.addressRequired)
    .max(80)
    .refine((s) => canonicalState(s) !== null, M.stateUnknown)
    .transform((s) => canonicalState(s) ?? s),
  zipCode: storableString()
    .trim()
    .regex(/^(\d{6})?$/, M.pinInvalid)
    .refine((pin) => !pin.startsWith('0'), M.pinLeadingZero)
    .optional()
    .default(''),
  coordinates: coordinatesSchema.nullable().optional().default(null),
  formattedAddress: storableString().max(400).optional().default(''),
  instructions: storableString().trim().max(500).optional().default(''),
  contactName: storableString().trim().min(1, M.contactNameRequired).min(2, M.contactNameShort).max(80),
  /** With its country-code prefix ("+91 9876543210"); stored in that normalised form. */
  contactPhone: storableString()
    .trim()
    .min(1, M.contactPhoneRequired)
    .max(24)
    .transform((value, ctx) => {
      const parsed = parseContactPhone(value);
      const message = parsed
        ? contactPhoneError(parsed.digits, parsed.countryCode)
        : value.startsWith('+')
          ? M.countryCodeInvalid
          : M.contactPhoneInvalid;
      if (message || !parsed) {
        ctx.addIssue({ code: 'custom', message: message ?? M.contactPhoneInvalid });
        return z.NEVER;
      }
      return formatContactPhone(parsed.countryCode, parsed.digits);
    }),
});

export const createOrderRequestSchema = z.object({
  shopId: storableString(),
  items: z
    .array(createOrderItemSchema)
    .min(1, 'The order has no items')
    .max(200)
    .refine(
      (items) => items.filter((item) => item.customName !== undefined).length <= MAX_CUSTOM_ITEMS,
      CUSTOM_ITEM_MESSAGES.tooMany,
    ),
  deliveryAddress: createOrderAddressSchema,
  /** Issue 43: online (a hold, captured at the approved bill) or at the door (cash or UPI). */
  paymentMethod: checkoutPaymentMethodSchema,
  /** PRODUCT.md §13: what happens when the customer does not answer a revision in time. */
  ifNoAnswer: ifNoAnswerSchema.default('approve'),
  /** Issue 44: pay with Jhola credit first, in full or in part. */
  useCredit: z.boolean().optional().default(false),
  /** Issue 45: a delivery hour booked ahead (GET /api/shops/:id/slots); absent: as soon as possible. */
  slot: slotChoiceSchema.optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
/** The request after validation and defaults, as the server uses it. */
export type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

export const cancelOrderRequestSchema = z.object({
  reason: storableString().trim().max(500).optional().default(''),
});

export const INQUIRY_METHODS = ['call', 'whatsapp'] as const;
export const inquiryRequestSchema = z.object({
  method: z.enum(INQUIRY_METHODS),
  timestamp: z.string().optional(),
});
export const inquirySchema = z.object({
  _id: z.string(),
  method: z.enum(INQUIRY_METHODS),
  createdAt: z.string(),
});
export const inquiryResponseSchema = z.object({
  shopper: z.object({ name: z.string(), phone: z.string() }),
  inquiries: z.array(inquirySchema),
});
export type InquiryResponse = z.infer<typeof inquiryResponseSchema>;

/**
 * GET /orders/:id/inquiries: what the inquiry modal shows when it opens — the last 3 inquiries (newest
 * first), whether the customer may contact the shopper now, and the shopper's contact once one is assigned.
 */
export const inquiryHistoryResponseSchema = z.object({
  inquiries: z.array(inquirySchema),
  availability: z.object({ available: z.boolean(), minutesLeft: z.number().int().min(0) }),
  shopper: z.object({ name: z.string(), phone: z.string() }).nullable(),
});
export type InquiryHistoryResponse = z.infer<typeof inquiryHistoryResponseSchema>;

/** Staff API bodies. */
export const shopperStatusRequestSchema = z.object({
  status: z.enum(['shopper_at_shop', 'shopping_in_progress', 'final_shopping', 'out_for_delivery']),
  note: storableString().trim().max(500).optional().default(''),
});
export const REVISE_MESSAGES = {
  foundNeedsQuantityAndPrice: 'Give the quantity and price found',
  replacementOnlyWhenMissing: 'Only an item that is not available can be replaced',
  itemOrProduct: 'Name the item (itemId) or its product (productId)',
} as const;

/**
 * A found item carries the quantity and price found; a not-available item needs neither and may carry the
 * product brought instead (`replacement`), which the server prices from its own catalogue. The line names
 * the order's item by `itemId` (issue 29: the only way to name an item the app does not list) or, as
 * before, by `productId`.
 */
export const reviseItemSchema = z
  .object({
    itemId: storableString().optional(),
    productId: storableString().optional(),
    isAvailable: z.boolean(),
    revisedQuantity: z.number().int().min(0).max(999).optional(),
    revisedPrice: z.number().min(0).max(10_000_000).optional(),
    shopperNotes: storableString().trim().max(500).optional().default(''),
    replacement: reviseReplacementSchema.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.itemId === undefined && item.productId === undefined)
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: REVISE_MESSAGES.itemOrProduct });
    if (item.isAvailable && (item.revisedQuantity === undefined || item.revisedPrice === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['revisedQuantity'],
        message: REVISE_MESSAGES.foundNeedsQuantityAndPrice,
      });
    if (item.isAvailable && item.replacement)
      ctx.addIssue({
        code: 'custom',
        path: ['replacement'],
        message: REVISE_MESSAGES.replacementOnlyWhenMissing,
      });
  });

export const reviseRequestSchema = z.object({
  items: z.array(reviseItemSchema).min(1, 'List at least one item').max(200),
});
export const locationRequestSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export const deliverRequestSchema = z.object({
  otp: storableString().regex(/^\d{4}$/, 'The delivery code has 4 digits'),
  /** Issue 28: how the customer paid; absent (older clients) means cash. */
  payment: deliveryPaymentSchema.optional(),
});
export const staffCancelRequestSchema = z.object({
  reason: storableString().trim().min(1, 'A reason is required').max(500),
});
