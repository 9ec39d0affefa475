import { sql } from 'drizzle-orm';
import {
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
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Issue 43: every movement of an order's money through the gateway, in paise: the hold the customer
 * authorised (before the order exists: `order_id` null and the checkout's request kept in `request`),
 * its capture, each refund, the door's UPI QR and tips. Written only by orders/payments.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    method: text('method'),
    amountPaise: integer('amount_paise').notNull(),
    gateway: text('gateway').notNull(),
    /** The gateway's order (order_…) or QR code (qr_…) this entry pays. */
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    /** A capture's or refund's hold; a tip's or QR's none. */
    parentId: uuid('parent_id'),
    reason: text('reason'),
    /** Who asked for it (a refund by an admin, a tip by its customer). */
    actorId: uuid('actor_id').references(() => users.id),
    /** The checkout's Idempotency-Key for a hold; the caller's for a refund. */
    idempotencyKey: text('idempotency_key'),
    /** The order request, kept until the gateway confirms the hold and the order is placed. */
    request: jsonb('request').$type<Record<string, unknown>>(),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('created', 'authorized', 'pending')`),
    index('order_payments_gateway_order_idx').on(t.gatewayOrderId),
    uniqueIndex('order_payments_key_idx').on(t.customerId, t.kind, t.idempotencyKey),
    uniqueIndex('order_payments_gateway_payment_idx')
      .on(t.gatewayPaymentId, t.kind)
      .where(sql`${t.gatewayPaymentId} is not null`),
    index('order_payments_created_idx').on(t.createdAt),
    check('order_payments_amount_check', sql`${t.amountPaise} >= 0`),
    check(
      'order_payments_kind_check',
      sql`${t.kind} in ('hold', 'capture', 'refund', 'door_upi', 'tip', 'topup')`,
    ),
  ],
);

/** Each webhook event handled once, by the gateway's event id; a refused one says why (flagged to admins). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    outcome: text('outcome').notNull(),
    orderId: uuid('order_id'),
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_events_flagged_idx').on(t.receivedAt).where(sql`${t.outcome} = 'refused'`)],
);

/** The embedded test gateway's own records (orders, payments, refunds, QR codes), as Razorpay keeps them. */
export const testGatewayEntities = pgTable(
  'test_gateway_entities',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    parentId: text('parent_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('test_gateway_entities_parent_idx').on(t.parentId)],
);
