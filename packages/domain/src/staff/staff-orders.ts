import { z } from 'zod';
import { type Order, orderSchema, personSchema } from '../orders/order.js';
import { ORDER_STATUSES } from '../orders/status.js';
import { pageQueryFields, pageReplyFields } from './page-query.js';

/**
 * A waiting order as a shopper's or delivery person's card: the order (customer phone withheld until
 * accepted) plus how far the shop is from the customer and how many items to pick.
 */
export const availableOrderSchema = orderSchema.extend({
  /** Shop → customer in km with one decimal; null when either place has no coordinates. */
  distanceKm: z.number().nullable(),
  /** Units to pick (the sum of quantities), not lines. */
  itemCount: z.number().int(),
});
export type AvailableOrder = z.infer<typeof availableOrderSchema>;

export const availableOrdersSchema = z.object({
  orders: z.array(availableOrderSchema),
  total: z.number().int(),
});

/** Units to pick: every line's quantity (as revised by the shopper, when it was). */
export const itemCount = (order: Pick<Order, 'items'>): number =>
  order.items.reduce(
    (sum, item) => sum + (item.isAvailable === false ? 0 : (item.revisedQuantity ?? item.quantity)),
    0,
  );

export const staffHistoryQuerySchema = z.object(pageQueryFields(20));

/**
 * Issue 43: one India day of a staff member's deliveries (by the day delivered), in rupees: what the
 * orders came to, their share of the tips, what customers paid online, and what they took at the door.
 */
export const staffDayTotalSchema = z.object({
  day: z.string(),
  delivered: z.number().int(),
  deliveredValue: z.number(),
  tips: z.number(),
  online: z.number(),
  cash: z.number(),
  upi: z.number(),
});
export type StaffDayTotal = z.infer<typeof staffDayTotalSchema>;

/** The shopper's (or delivery person's) finished orders, newest first, with what they added up to. */
export const staffHistorySchema = z.object({
  orders: z.array(orderSchema),
  ...pageReplyFields,
  summary: z.object({
    delivered: z.number().int(),
    cancelled: z.number().int(),
    /** The sum of the delivered orders' totals, in rupees. */
    deliveredValue: z.number(),
    /** Issue 43: their share of the tips customers paid on their orders, in rupees. */
    tips: z.number(),
    /** The last week's days with a delivery, newest first. */
    days: z.array(staffDayTotalSchema),
  }),
});

function indiaDay(field: string) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a day as YYYY-MM-DD`)
    .refine((day) => {
      const at = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
    }, `${field} is not a real day`);
}

/** Orders on the admin board at most (more unfinished orders than any one screen can show). */
export const ADMIN_BOARD_LIMIT = 500;

export const adminOrderListQuerySchema = z.object({
  /** true: every unfinished order, oldest first (the live board); otherwise pages, newest first. */
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .transform((v) => v === 'true')
    .default(false),
  status: z.enum(ORDER_STATUSES).optional(),
  /**
   * The order number ("JH-100001" or "100001"), the customer's name or e-mail, or 4+ digits of the
   * customer's phone or the order's contact phone (issue 30).
   */
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  shopId: z.uuid({ error: 'shopId must be a shop id' }).optional(),
  /** India days (YYYY-MM-DD), both included. */
  from: indiaDay('from').optional(),
  to: indiaDay('to').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_BOARD_LIMIT).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderListSchema = z.object({ orders: z.array(orderSchema), ...pageReplyFields });

/** One customer inquiry (call or WhatsApp) as staff see it. */
export const staffInquirySchema = z.object({
  _id: z.string(),
  method: z.enum(['call', 'whatsapp']),
  createdAt: z.string(),
});
export const staffInquiriesSchema = z.object({ inquiries: z.array(staffInquirySchema) });

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  /** Who claimed it for delivery, when a delivery person did. */
  deliveryPerson: personSchema.nullable(),
  inquiries: z.array(staffInquirySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
