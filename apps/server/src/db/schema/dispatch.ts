import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shops } from './catalogue.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Issue 45: who works when. A live shift (planned false) starts at "Start shift" and stays open until
 * "End shift"; a planned shift has both ends and gives a shop's delivery slots their capacity.
 */
export const staffShifts = pgTable(
  'staff_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['shopper', 'delivery'] }).notNull(),
    shopId: uuid('shop_id').references(() => shops.id),
    area: text('area'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    planned: boolean('planned').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_shifts_one_live').on(t.userId).where(sql`not ${t.planned} and ${t.endsAt} is null`),
    index('staff_shifts_planned_idx').on(t.shopId, t.startsAt).where(sql`${t.planned}`),
    index('staff_shifts_user_idx').on(t.userId, t.startsAt),
  ],
);

/** An order offered to one on-duty person, who accepts or declines before the deadline. */
export const orderOffers = pgTable(
  'order_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['shopper', 'delivery'] }).notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'expired', 'withdrawn'] })
      .notNull()
      .default('open'),
    /** A rider's second order of one trip: the order already in their hands. */
    batchedWith: uuid('batched_with').references(() => orders.id),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_offers_one_open').on(t.orderId, t.role).where(sql`${t.status} = 'open'`),
    index('order_offers_order_idx').on(t.orderId),
    index('order_offers_user_open_idx').on(t.userId).where(sql`${t.status} = 'open'`),
  ],
);

/** A shop's booked hour: the row a booking locks, so the last place of a slot is taken once. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'delivery_slots_pk', columns: [t.shopId, t.startsAt] })],
);
