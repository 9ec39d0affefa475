import { z } from 'zod';
import { storableString } from '../common/storable-string.js';
import { fromPaise, toPaise } from './money.js';

/**
 * Paying at the door (issue 28, decision 0042): the customer pays the delivery person by cash or by UPI
 * to the business's UPI ID. Jhola charges nothing itself: no gateway, no card data, no money held.
 */
export const PAYMENT_METHODS = ['cash', 'upi'] as const;

/** How it was paid, sent with the delivery code; absent (older clients) means cash. */
export const deliveryPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose cash or UPI' }),
  reference: storableString()
    .trim()
    .max(40, 'A UPI reference has at most 40 characters')
    .regex(/^[A-Za-z0-9]*$/, 'A UPI reference has only letters and digits')
    .optional()
    .transform((value) => (value ? value : null)),
});
export type DeliveryPayment = z.output<typeof deliveryPaymentSchema>;

/**
 * What the shop's bill shows for the items (decision 0042): the approved items' subtotal, with the tax
 * a tax-on-top shop adds (none for MRP shops, whose prices already include it). The bill is compared
 * with this, never with the delivery fee.
 */
export const shopBillAmount = (value: { subtotal: number; taxes: number }): number =>
  fromPaise(toPaise(value.subtotal) + toPaise(value.taxes));

/**
 * The amount due at the door: the shop's bill once uploaded, plus the delivery fee; else the total; less
 * the Jhola credit used (issue 44), never below zero.
 */
export function amountDueAtDoor(order: {
  total: number;
  deliveryFee: number;
  bill: { amount: number } | null;
  creditUsed?: number | undefined;
}): number {
  const due = order.bill ? toPaise(order.bill.amount) + toPaise(order.deliveryFee) : toPaise(order.total);
  return fromPaise(Math.max(0, due - toPaise(order.creditUsed ?? 0)));
}

/** The business's UPI payee, from the server's configuration. */
export interface UpiPayee {
  vpa: string;
  name: string;
}

/** The demo's payee when UPI_VPA and UPI_PAYEE_NAME are not set: a UPI ID no bank answers to. */
export const DEMO_UPI_PAYEE: UpiPayee = { vpa: 'jhola.demo@upi', name: 'Jhola' };

/**
 * The UPI deep link of NPCI's linking specification: any UPI app on the phone opens it (or scans it as a
 * QR code) with the payee, the amount in rupees with 2 decimals, and the order number as the note.
 */
export function upiPayUrl(payee: UpiPayee, amount: number, orderNumber: string): string {
  const params = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['am', (toPaise(amount) / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', orderNumber],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`).join('&')}`;
}

/** A UPI ID as NPCI writes them: handle@bank. */
export const UPI_VPA_PATTERN = /^[A-Za-z0-9.\-_]{2,256}@[A-Za-z][A-Za-z0-9]{1,64}$/;
