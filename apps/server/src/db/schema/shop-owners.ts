import { date, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products, shops } from './catalogue.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** Issue 46: which shops an owner (role merchant) runs. */
export const shopOwners = pgTable(
  'shop_owners',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'shop_owners_pk', columns: [t.userId, t.shopId] }),
    index('shop_owners_shop_idx').on(t.shopId),
  ],
);

/** Issue 46: a shopper found a product missing on an order (one report an order), until someone answers. */
export const stockReports = pgTable(
  'stock_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** The India day of the report: reports count toward hiding within one day. */
    indiaDay: date('india_day', { mode: 'string' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [unique('stock_reports_product_order_unique').on(t.productId, t.orderId)],
);

/** Issue 46: every change made to a shop by its owner, an admin or the reports: who, when, what. */
export const shopChanges = pgTable(
  'shop_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was when the change was made (an account's name may change later). */
    actorName: text('actor_name'),
    actorRole: text('actor_role').notNull(),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('shop_changes_shop_idx').on(t.shopId, t.createdAt),
    index('shop_changes_created_idx').on(t.createdAt),
  ],
);
