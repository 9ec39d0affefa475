import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * One row per ended order (delivered or cancelled), written in the transaction of the step that ended it
 * (migration 0017, decision 0044): what the admin metrics count about it, read again only to rebuild the
 * roll-ups below.
 */
export const orderMetrics = pgTable('order_metrics', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  endedStatus: text('ended_status').notNull(),
  /** The timeline entry that ended it (null only for an order ended without one). */
  endedAt: timestamp('ended_at', { withTimezone: true }),
  /** Paise, delivered orders only. */
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  /** Minutes in each stage, as float8 of the timeline's exact spans; null when it never left that stage. */
  waiting: doublePrecision('waiting'),
  shopping: doublePrecision('shopping'),
  answering: doublePrecision('answering'),
  delivering: doublePrecision('delivering'),
  /** Null when the order has no timeline at all (then it is not counted among the window's orders). */
  revised: boolean('revised'),
  /** Answers the customer was asked for that were given (by them or by the deadline). */
  waits: integer('waits').notNull().default(0),
  /** Timeline entries the system wrote when a deadline answered for the customer. */
  byDeadline: integer('by_deadline').notNull().default(0),
  replacementsBrought: integer('replacements_brought').notNull().default(0),
  replacementsRefused: integer('replacements_refused').notNull().default(0),
  /** Cancelled orders: the reason typed, else "Cancelled by {who}". */
  cancellationReason: text('cancellation_reason'),
});

/** Per India day and hour: orders placed (ended ones; open ones are read live), delivered, cancelled, revenue. */
export const metricsHours = pgTable(
  'metrics_hours',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    placed: integer('placed').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'metrics_hours_pk', columns: [t.day, t.hour] })],
);

/** Per India day of placement: the ended orders' counts behind the rates. */
export const metricsDays = pgTable('metrics_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull().default(0),
  revised: integer('revised').notNull().default(0),
  waits: integer('waits').notNull().default(0),
  byDeadline: integer('by_deadline').notNull().default(0),
  replacementsBrought: integer('replacements_brought').notNull().default(0),
  replacementsRefused: integer('replacements_refused').notNull().default(0),
});

/**
 * Per India day of placement, stage and whole minute (the minute a value rounds to): how many ended orders
 * spent that long, and the least and greatest exact value, which is all the rounded p50/p90 need.
 */
export const metricsStageBuckets = pgTable(
  'metrics_stage_buckets',
  {
    day: date('day', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    bucket: integer('bucket').notNull(),
    orders: integer('orders').notNull().default(0),
    lowest: doublePrecision('lowest').notNull(),
    highest: doublePrecision('highest').notNull(),
  },
  (t) => [primaryKey({ name: 'metrics_stage_buckets_pk', columns: [t.day, t.stage, t.bucket] })],
);

/** Per India day of placement: cancelled orders by reason. */
export const metricsCancellationReasons = pgTable(
  'metrics_cancellation_reasons',
  {
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'metrics_cancellation_reasons_pk', columns: [t.day, t.reason] })],
);
