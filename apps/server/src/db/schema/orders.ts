import type {
  DeliveryAddress,
  OrderFeeLine,
  OrderValue,
  ReplacementMode,
  SavedPickState,
  TimelineNoteParams,
} from '@jhola/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, shops } from './catalogue.js';
import { users } from './users.js';

/** Human-friendly order numbers (JH-100001, JH-100002, ...). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    status: text('status').notNull().default('pending_shopper'),
    shopperId: uuid('shopper_id').references(() => users.id),
    deliveryPersonId: uuid('delivery_person_id').references(() => users.id),
    subtotal: money('subtotal').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    taxes: money('taxes').notNull(),
    total: money('total').notNull(),
    /** Issue 45: the fee lines placement charged; their sum is `deliveryFee` (older orders: none). */
    fees: jsonb('fees').$type<OrderFeeLine[]>().notNull().default([]),
    /** Tax rate applied at placement, kept so that a revision is taxed the same way. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    revisedOrderValue: jsonb('revised_order_value').$type<OrderValue | null>(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    paymentMethod: text('payment_method').notNull().default('cash'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** Issue 28: what the delivery person collected at the door, and who and when; null until delivered. */
    paymentAmount: money('payment_amount'),
    paymentReference: text('payment_reference'),
    paymentCollectedAt: timestamp('payment_collected_at', { withTimezone: true }),
    paymentCollectedBy: uuid('payment_collected_by').references(() => users.id),
    /** Issue 44: the Jhola credit that pays part of the order (its ledger entry names the order). */
    creditUsed: money('credit_used').notNull().default(0),
    estimatedDeliveryTime: timestamp('estimated_delivery_time', { withTimezone: true }),
    /** The delivery estimate the order was placed with, in minutes (issue 31); null before it. */
    etaMinutes: integer('eta_minutes'),
    billAmount: money('bill_amount'),
    billImagePath: text('bill_image_path'),
    billUploadedAt: timestamp('bill_uploaded_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    deliveryLocationAt: timestamp('delivery_location_at', { withTimezone: true }),
    deliveryOtp: text('delivery_otp'),
    otpFailedAttempts: integer('otp_failed_attempts').notNull().default(0),
    otpLockedUntil: timestamp('otp_locked_until', { withTimezone: true }),
    /** Whether the order's stock is still held; released once on cancellation. */
    stockReserved: boolean('stock_reserved').notNull().default(true),
    /** PRODUCT.md §13: what the server does when the customer does not answer a revision in time. */
    ifNoAnswer: text('if_no_answer', { enum: ['approve', 'cancel'] })
      .notNull()
      .default('approve'),
    /** The shop's response time when the order was placed (or REVISION_RESPONSE_MINUTES). */
    responseMinutes: real('response_minutes').notNull().default(10),
    /** When the current wait for the customer ends; null when nothing is awaited. */
    answerDeadline: timestamp('answer_deadline', { withTimezone: true }),
    /** Issue 45: the booked delivery hour's start (it ends an hour later); null for "as soon as possible". */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    index('orders_status_idx').on(t.status),
    // The few open orders by age (the metrics' live part and slowest open orders, migration 0017).
    index('orders_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} not in ('delivered', 'cancelled')`),
    index('orders_slot_idx').on(t.shopId, t.slotStart).where(sql`${t.slotStart} is not null`),
    index('orders_shopper_idx').on(t.shopperId).where(sql`${t.shopperId} is not null`),
    index('orders_delivery_person_idx').on(t.deliveryPersonId).where(sql`${t.deliveryPersonId} is not null`),
    index('orders_payment_collected_idx')
      .on(t.paymentCollectedAt)
      .where(sql`${t.paymentCollectedAt} is not null`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cash', 'upi', 'online')`),
  ],
);

/** Issue 28: the admin's mark that a delivery person handed in the cash of one India day. */
export const cashHandins = pgTable(
  'cash_handins',
  {
    riderId: uuid('rider_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    markedBy: uuid('marked_by')
      .notNull()
      .references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'cash_handins_pk', columns: [t.riderId, t.day] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** null for an item the app does not list (issue 29: `is_custom`). */
    productId: uuid('product_id').references(() => products.id),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    /** null while a named item waits for the shopper's price, approved by the customer. */
    price: money('price'),
    isCustom: boolean('is_custom').notNull().default(false),
    quantity: integer('quantity').notNull(),
    notes: text('notes').notNull().default(''),
    isAvailable: boolean('is_available'),
    revisedQuantity: integer('revised_quantity'),
    revisedPrice: money('revised_price'),
    shopperNotes: text('shopper_notes'),
    /** What the customer first ordered, kept when an approved revision changed the quantity or price. */
    originalQuantity: integer('original_quantity'),
    originalPrice: money('original_price'),
    /** PRODUCT.md §12: the customer's preference when the item is missing, and the named "This instead" product. */
    replacementMode: text('replacement_mode').$type<ReplacementMode>().notNull().default('best_match'),
    replacementProductId: uuid('replacement_product_id').references(() => products.id),
    /** PRODUCT.md §12: what the shopper brought instead, priced from the catalogue when the order was revised. */
    replacedWithProductId: uuid('replaced_with_product_id').references(() => products.id),
    replacedWithName: text('replaced_with_name'),
    replacedWithUnit: text('replaced_with_unit'),
    replacedWithPrice: money('replaced_with_price'),
    replacedWithImageUrl: text('replaced_with_image_url'),
    replacedWithQuantity: integer('replaced_with_quantity'),
    replacedWithMatchesPreference: boolean('replaced_with_matches_preference').notNull().default(false),
    /** The customer refused the replacement while approving: it became a removal and its stock was released. */
    replacedWithRefused: boolean('replaced_with_refused').notNull().default(false),
    /** Issue 29: the shopper's tick, saved as it happens (found, not available, changed, replaced). */
    pickState: text('pick_state').$type<SavedPickState>(),
    pickQuantity: integer('pick_quantity'),
    pickPrice: money('pick_price'),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check(
      'order_items_replacement_mode_check',
      sql`${t.replacementMode} in ('best_match', 'specific', 'none')`,
    ),
    check(
      'order_items_custom_check',
      sql`${t.isCustom} = (${t.productId} is null) and (${t.isCustom} or ${t.price} is not null)`,
    ),
    check(
      'order_items_pick_state_check',
      sql`${t.pickState} in ('found', 'not_available', 'changed', 'replaced')`,
    ),
  ],
);

export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** The note's catalogue text and values (issue 19), to render it in each reader's language; null for typed notes. */
    noteKey: text('note_key'),
    noteParams: jsonb('note_params').$type<TimelineNoteParams | null>(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_timeline_order_idx').on(t.orderId, t.createdAt),
    index('order_timeline_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** One row per (customer, Idempotency-Key): a retried POST /orders returns the first order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The outbox of live order events (issue 48, decision 0072): each status change writes its event here in
 * its own transaction. The process that made it pushes it at once and deletes it; when its relay_at
 * passes first (that process died between the commit and the push), any live process relays it.
 */
export const orderLiveEvents = pgTable(
  'order_live_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    status: text('status').notNull(),
    action: text('action').notNull(),
    actorRole: text('actor_role').notNull(),
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    relayAt: timestamp('relay_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_live_events_relay_idx').on(t.relayAt)],
);
