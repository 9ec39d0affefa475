import { z } from 'zod';
import { fromPaise, toPaise } from './money.js';

/**
 * Paying online through a gateway (issue 43, decision 0065): the customer authorises a hold of the
 * estimate plus a stated headroom, and Jhola captures only the bill they approve. The gateway speaks
 * paise integers; the API keeps rupees. This file is the one place the two meet (`gatewayPaise`,
 * `rupeesOfPaise`).
 */

/** What the checkout sends; "upi" (older clients: UPI at the door) reads as "upi_at_door". */
export const CHECKOUT_PAYMENT_METHODS = ['online', 'cash', 'upi_at_door'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export const checkoutPaymentMethodSchema = z
  .enum(['online', 'cash', 'upi_at_door', 'upi'], { error: 'Choose to pay online or at the door' })
  .default('cash')
  .transform((value): CheckoutPaymentMethod => (value === 'upi' ? 'upi_at_door' : value));

/** How an order is paid, as the order records it: at the door (cash or UPI) or online. */
export const ORDER_PAYMENT_METHODS = ['cash', 'upi', 'online'] as const;

/** Rupees (the API's amounts) → the gateway's whole paise. */
export const gatewayPaise = (rupees: number): number => toPaise(rupees);
/** The gateway's paise → rupees with 2 decimals. */
export const rupeesOfPaise = (paise: number): number => fromPaise(paise);

/** Revisions may raise the bill: the hold is the estimate plus 10 %, at least ₹20, in whole rupees. */
export const HOLD_HEADROOM = { percent: 10, minimumPaise: 2000 } as const;

/**
 * The amount held for an estimate (paise): what "We hold up to ₹X" says. Jhola credit the checkout
 * spends pays first, so only the rest of the estimate is held, with the headroom of the whole estimate
 * (the credit pays the total as placed, not a bill revised upwards).
 */
export function holdPaiseFor(estimatePaise: number, creditPaise = 0): number {
  const headroom = Math.max(
    HOLD_HEADROOM.minimumPaise,
    Math.ceil((estimatePaise * HOLD_HEADROOM.percent) / 100),
  );
  const rest = Math.max(0, estimatePaise - creditPaise);
  return Math.ceil((rest + headroom) / 100) * 100;
}

/**
 * Settling a hold against the approved bill (paise): what is captured, what goes back, and what is
 * still due (a bill above the hold asks the difference online or at the door). held = captured + released.
 */
export function settleHold(heldPaise: number, approvedPaise: number) {
  const captured = Math.min(heldPaise, Math.max(0, approvedPaise));
  return { captured, released: heldPaise - captured, due: Math.max(0, approvedPaise - captured) };
}

/** A "topup" pays online what a bill above the hold left due (captured as soon as the gateway confirms). */
export const PAYMENT_ENTRY_KINDS = ['hold', 'capture', 'refund', 'door_upi', 'tip', 'topup'] as const;
export type PaymentEntryKind = (typeof PAYMENT_ENTRY_KINDS)[number];

/** Where a gateway payment stands (Razorpay's states, plus ours for a refund or a QR waiting). */
export const PAYMENT_ENTRY_STATUSES = [
  'created',
  'authorized',
  'captured',
  'failed',
  'released',
  'pending',
  'processed',
] as const;
export type PaymentEntryStatus = (typeof PAYMENT_ENTRY_STATUSES)[number];

/** `POST /api/orders` with paymentMethod "online": where the customer pays, before the order is placed. */
export const checkoutPaymentSchema = z.object({
  id: z.string(),
  gatewayOrderId: z.string(),
  checkoutUrl: z.string(),
  keyId: z.string().optional(),
  /** The hold in rupees: the estimate plus the headroom. */
  amount: z.number(),
  estimate: z.number(),
  status: z.enum(PAYMENT_ENTRY_STATUSES),
  /** Once the gateway confirms, the order it placed. */
  orderId: z.string().nullable(),
  /** Why it failed (the gateway's words or ours), when it did. */
  failure: z.string().nullable(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/** One line of `GET /api/orders/:id/payments`. */
export const paymentEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_ENTRY_KINDS),
  amount: z.number(),
  status: z.enum(PAYMENT_ENTRY_STATUSES),
  method: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

/** What the order carries of its money (issue 43), in rupees. */
export const orderPaymentStateSchema = z.object({
  method: z.enum(ORDER_PAYMENT_METHODS),
  status: z.enum(['pending', 'held', 'paid', 'refunded']),
  held: z.number(),
  captured: z.number(),
  released: z.number(),
  refunded: z.number(),
  tips: z.number(),
  /** Paid online after the approved bill went above the hold (the difference, not part of `held`). */
  topUp: z.number(),
  due: z.number(),
});
export type OrderPaymentState = z.infer<typeof orderPaymentStateSchema>;

/** The door's UPI QR (issue 43): a gateway QR code for exactly what is due; the gateway says when it is paid. */
export const doorQrSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** The UPI link the QR code encodes. */
  upiUrl: z.string(),
  status: z.enum(['waiting', 'paid']),
});
export type DoorQr = z.infer<typeof doorQrSchema>;

export const tipRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter the tip in rupees' })
    .int('A tip is a whole number of rupees')
    .min(10, 'A tip is at least ₹10')
    .max(500, 'A tip is at most ₹500'),
});

/** Tips: at checkout or up to 24 hours after delivery (issue 43). */
export const TIP_WINDOW_MS = 24 * 60 * 60_000;

/** A tip split between the shopper and the delivery person when they are two people (paise, exact). */
export function tipShares(tipsPaise: number, twoPeople: boolean): { shopper: number; rider: number } {
  if (!twoPeople) return { shopper: tipsPaise, rider: 0 };
  const rider = Math.floor(tipsPaise / 2);
  return { shopper: tipsPaise - rider, rider };
}
