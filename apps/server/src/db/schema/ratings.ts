import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './catalogue.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** A customer's rating of one delivered order: at most one per order (the primary key). */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    shopperId: uuid('shopper_id').references(() => users.id),
    /** Who carried it, when a delivery person did (issue 47). */
    deliveryPersonId: uuid('delivery_person_id').references(() => users.id),
    shopRating: smallint('shop_rating').notNull(),
    shopperRating: smallint('shopper_rating').notNull(),
    riderRating: smallint('rider_rating'),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_ratings_shop_idx').on(t.shopId),
    check('order_ratings_shop_rating_range', sql`${t.shopRating} BETWEEN 1 AND 5`),
    check('order_ratings_shopper_rating_range', sql`${t.shopperRating} BETWEEN 1 AND 5`),
    check('order_ratings_rider_rating_range', sql`${t.riderRating} BETWEEN 1 AND 5`),
    index('order_ratings_delivery_person_idx')
      .on(t.deliveryPersonId)
      .where(sql`${t.deliveryPersonId} IS NOT NULL`),
  ],
);
