import { z } from 'zod';
import { storableString } from '../common/storable-string.js';

/**
 * Issue 44: Jhola credit, a per-customer ledger (decision 0064). Every change is an entry naming who,
 * why and the order; the balance is their sum and never below zero. It never expires.
 */
export const CREDIT_ENTRY_KINDS = ['claim_refund', 'goodwill', 'order_payment', 'order_return'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const CREDIT_ENTRY_LABELS: Record<CreditEntryKind, string> = {
  claim_refund: 'Refund for a reported problem',
  goodwill: 'Credit from Jhola',
  order_payment: 'Used for an order',
  order_return: 'Returned from an order',
};

/** The most an admin grants at once, in rupees. */
export const GOODWILL_MAX = 10_000;

export const creditEntrySchema = z.object({
  id: z.string(),
  /** Rupees: positive when credit is added, negative when it is used. */
  amount: z.number(),
  balanceAfter: z.number(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  reason: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  by: z.string(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

export const creditAccountSchema = z.object({ balance: z.number(), entries: z.array(creditEntrySchema) });
export type CreditAccount = z.infer<typeof creditAccountSchema>;

export const grantCreditRequestSchema = z.object({
  customerId: z.string().min(1).max(64),
  amount: z
    .number({ error: 'Enter an amount from ₹1 to ₹10,000' })
    .min(1, 'Enter an amount from ₹1 to ₹10,000')
    .max(GOODWILL_MAX, 'Enter an amount from ₹1 to ₹10,000'),
  reason: storableString().trim().min(3, 'Say why the credit is given').max(300),
});
export type GrantCreditRequest = z.input<typeof grantCreditRequestSchema>;

/** How much of an amount due the credit pays: all of it when the balance is enough, else the balance. */
export const creditToUse = (balancePaise: number, duePaise: number): number =>
  Math.max(0, Math.min(balancePaise, duePaise));
