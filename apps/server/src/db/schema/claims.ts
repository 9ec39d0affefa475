import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.js';
import { users } from './users.js';

/**
 * Issue 44 (decision 0064): Jhola credit as a ledger. A row is never edited; the balance is the sum of a
 * customer's rows. Each row keeps the balance after it, written under the customer's ledger lock, so the
 * check below makes a negative balance impossible even if a writer forgot the lock.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    /** Paise: positive adds credit, negative uses it. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    claimId: uuid('claim_id'),
    /** Who made the entry (an admin, the customer at checkout); null when Jhola did it by itself. */
    createdBy: uuid('created_by').references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_customer_idx').on(t.customerId, t.createdAt),
    // A claim is refunded once: a second refund of the same claim cannot be written.
    uniqueIndex('credit_entries_claim_unique').on(t.claimId).where(sql`${t.claimId} is not null`),
    check('credit_entries_nonzero', sql`${t.amountPaise} <> 0`),
    check('credit_entries_never_negative', sql`${t.balanceAfterPaise} >= 0`),
    check(
      'credit_entries_kind_check',
      sql`${t.kind} in ('claim_refund', 'goodwill', 'order_payment', 'order_return')`,
    ),
  ],
);

/** A customer's report of problems with a delivered order's items. */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('in_review'),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** The re-encoded photos' names in the file store (`claims/<name>`). */
    photoNames: jsonb('photo_names').$type<string[]>().notNull().default([]),
    refundTo: text('refund_to').notNull().default('credit'),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull().default(0),
    refundStatus: text('refund_status').notNull().default('none'),
    /** The customer's Idempotency-Key: a retried report is one claim. */
    clientKey: text('client_key'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claims_order_idx').on(t.orderId),
    index('claims_customer_idx').on(t.customerId, t.createdAt),
    index('claims_status_idx').on(t.status, t.createdAt),
    uniqueIndex('claims_client_key_unique')
      .on(t.customerId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    check('claims_status_check', sql`${t.status} in ('in_review', 'approved', 'partly_approved', 'refused')`),
    check('claims_refund_to_check', sql`${t.refundTo} in ('credit', 'original')`),
    check('claims_refund_status_check', sql`${t.refundStatus} in ('none', 'pending', 'refunded')`),
  ],
);

/** One item of a claim; an item is claimed once (the unique index), whatever the claim. */
export const claimLines = pgTable(
  'claim_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    reason: text('reason').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('in_review'),
    approvedPaise: bigint('approved_paise', { mode: 'number' }).notNull().default(0),
    decisionReason: text('decision_reason'),
    /** What Jhola knew when the claim came in (ClaimEvidence). */
    evidence: jsonb('evidence').notNull(),
  },
  (t) => [
    uniqueIndex('claim_lines_item_unique').on(t.itemId),
    index('claim_lines_claim_idx').on(t.claimId, t.position),
    check('claim_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'claim_lines_approved_check',
      sql`${t.approvedPaise} >= 0 and ${t.approvedPaise} <= ${t.amountPaise}`,
    ),
    check('claim_lines_status_check', sql`${t.status} in ('in_review', 'approved', 'refused')`),
    check(
      'claim_lines_reason_check',
      sql`${t.reason} in ('missing', 'damaged', 'wrong_item', 'expired', 'poor_quality', 'other')`,
    ),
  ],
);
