import type { OperatingHours } from '@jhola/domain';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone'),
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The exact sum of every rating counted, so that averages do not drift by rounding. null until the
     * first rating in the app: the seeded average × count is then the starting sum.
     */
    ratingSum: numeric('rating_sum', { precision: 14, scale: 1, mode: 'number' }),
    deliveryFee: numeric('delivery_fee', { precision: 10, scale: 2, mode: 'number' }).notNull().default(30),
    /** null: no hours, which §4 treats as always open. */
    operatingHours: jsonb('operating_hours').$type<OperatingHours | null>(),
    hasTax: boolean('has_tax').notNull().default(false),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(5),
    inquiryAvailableTime: integer('inquiry_available_time').notNull().default(15),
    orderCount: integer('order_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_category_idx').on(t.category)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    originalPrice: numeric('original_price', { precision: 10, scale: 2, mode: 'number' }),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    unit: text('unit').notNull().default('piece'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_shop_idx').on(t.shopId, t.isActive)],
);
