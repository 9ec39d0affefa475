import { z } from 'zod';
import { coordinatesSchema } from '../common/address.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/pagination.js';
import { orderFeeLineSchema } from '../fees/fee-rules.js';
import { DEFAULT_IF_NO_ANSWER, DEFAULT_RESPONSE_MINUTES } from './deadline.js';
import { ifNoAnswerSchema } from './deadline-schema.js';
import { ORDER_PAYMENT_METHODS, orderPaymentStateSchema } from './online-payment.js';
import { orderPaymentSchema, orderRatingSchema, savedPickSchema } from './order-record-schemas.js';
import { DEFAULT_REPLACEMENT_CHOICE, replacedWithSchema, replacementChoiceSchema } from './replacement.js';
import { ORDER_STATUSES } from './status.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderValueSchema = z.object({
  subtotal: z.number(),
  deliveryFee: z.number(),
  taxes: z.number(),
  total: z.number(),
});
export type OrderValue = z.infer<typeof orderValueSchema>;

export const orderItemSchema = z.object({
  /** null for an item the app does not list (issue 29). */
  productId: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  /** null while an item the app does not list waits for the shopper's price ("priced by your shopper"). */
  price: z.number().nullable(),
  quantity: z.number().int(),
  notes: z.string(),
  /** null until the shopper has checked the shelf. */
  isAvailable: z.boolean().nullable(),
  revisedQuantity: z.number().int().nullable(),
  revisedPrice: z.number().nullable(),
  shopperNotes: z.string().nullable(),
  /** What was first ordered, when an approved revision changed the quantity or the price. */
  originalQuantity: z.number().int().nullable().optional(),
  originalPrice: z.number().nullable().optional(),
  /** PRODUCT.md §12: the customer's replacement preference ("Best match" for orders placed before it). */
  replacement: replacementChoiceSchema.default(DEFAULT_REPLACEMENT_CHOICE),
  /** What the shopper brought instead, when the item was not available and was replaced. */
  replacedWith: replacedWithSchema.nullable().default(null),
  /** Issue 29: an item the customer named because the app does not list it. */
  isCustom: z.boolean().default(false),
  /** Issue 29: the item's stable id (the revision and the shopper's ticks name it). */
  itemId: z.string().optional(),
  /** Issue 29: the shopper's saved tick, shown to the customer live; null until looked at. */
  pick: savedPickSchema.nullable().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const deliveryAddressSchema = z.object({
  street: z.string(),
  area: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  coordinates: coordinatesSchema.nullable(),
  formattedAddress: z.string(),
  instructions: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const timelineEntrySchema = z.object({
  status: z.string(),
  timestamp: z.string(),
  note: z.string(),
  updatedBy: z.object({ role: z.string(), name: z.string() }).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const personSchema = z.object({ _id: z.string(), name: z.string(), phone: z.string() });

export const liveLocationSchema = coordinatesSchema.extend({ updatedAt: z.string() });
export type LiveLocation = z.infer<typeof liveLocationSchema>;

export const billSchema = z.object({
  amount: z.number(),
  /** Same-origin path to the image; served only to the order's customer and staff. */
  imageUrl: z.string(),
  uploadedAt: z.string(),
});

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  customerId: z.string(),
  shopId: z.object({
    _id: z.string(),
    name: z.string(),
    inquiryAvailableTime: z.number().int(),
    phone: z.string().nullable(),
    /** Where the shop is (the route picture of "Where is my order?"); null when unknown. */
    coordinates: coordinatesSchema.nullable().optional(),
  }),
  personalShopperId: personSchema.nullable(),
  /** The delivery person, once one has taken the order (their name and phone for the customer). */
  deliveryPerson: personSchema.nullable().optional(),
  estimatedDeliveryTime: z.string().nullable(),
  /** The "Delivery in about N min" the order was placed with (issue 31); null for older orders. */
  etaMinutes: z.number().int().nullable().optional(),
  /** Issue 45: the delivery hour booked at checkout (its ETA); null for "as soon as possible". */
  slot: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
  timeline: z.array(timelineEntrySchema),
  items: z.array(orderItemSchema),
  orderValue: orderValueSchema,
  revisedOrderValue: orderValueSchema.nullable(),
  /** Every fee added to the items (the sum of `fees`): what is added to the shop's bill at the door. */
  deliveryFee: z.number(),
  /** Issue 45: the fee lines the order was placed with (delivery, small cart); their sum is `deliveryFee`. */
  fees: z.array(orderFeeLineSchema).optional(),
  total: z.number(),
  deliveryAddress: deliveryAddressSchema,
  /** Cash until the delivery person records UPI at handover (issue 28). */
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  paymentStatus: z.enum(['pending', 'paid']),
  /** Issue 44: the Jhola credit that pays part or all of the order (rupees; 0 when none). */
  creditUsed: z.number().optional(),
  /** What was collected at the door, by whom and when; null until delivered. */
  payment: orderPaymentSchema.nullable().optional(),
  /** Issue 43: held, captured, released, refunded, tips and what is still due, in rupees. */
  paymentState: orderPaymentStateSchema.nullable().optional(),
  /** From out for delivery until paid: the UPI link (and QR) of the amount due to the business's UPI ID. */
  upiPayUrl: z.string().nullable().optional(),
  bill: billSchema.nullable(),
  cancelledBy: z.enum(['customer', 'shopper', 'admin']).nullable(),
  cancellationReason: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  deliveryBoyLocation: liveLocationSchema.nullable(),
  /** The 4-digit delivery code: present only for the order's customer while it is out for delivery. */
  deliveryOTP: z.string().nullable(),
  /** Until when five wrong delivery codes locked the code (null when it is not locked); an admin may unlock it. */
  deliveryCodeLockedUntil: z.string().nullable().optional(),
  /** The customer's rating, once given (delivered orders only). */
  rating: orderRatingSchema.nullable().optional(),
  /** PRODUCT.md §13: what happens when the customer does not answer a revision in time. */
  ifNoAnswer: ifNoAnswerSchema.default(DEFAULT_IF_NO_ANSWER),
  /** The shop's response time (minutes) this order waits for an answer. */
  responseMinutes: z.number().default(DEFAULT_RESPONSE_MINUTES),
  /** When the current wait for the customer (a revision, or a bill equal to the approved total) ends; else null. */
  answerDeadline: z.string().nullable().default(null),
  /**
   * Issue 29, in order lists only: the messages the viewer's side has not read yet (the customer: the
   * staff's; staff: the customer's).
   */
  unreadMessages: z.number().int().min(0).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  sort: z.enum(['-createdAt', 'createdAt']).default('-createdAt'),
});

export const acceptanceTimeSchema = z.object({
  pendingOrdersCount: z.number().int(),
  estimatedMinutes: z.number().int(),
  estimatedTime: z.string(),
});
export type AcceptanceTime = z.infer<typeof acceptanceTimeSchema>;
