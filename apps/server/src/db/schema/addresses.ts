import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A customer's saved delivery addresses; at most one is the default (a partial unique index). */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label', { enum: ['Home', 'Work', 'Other'] })
      .notNull()
      .default('Home'),
    isDefault: boolean('is_default').notNull().default(false),
    street: text('street').notNull(),
    area: text('area').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    instructions: text('instructions').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('saved_addresses_one_default').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

/**
 * What the geocoder said about an address text (normalised), shared by every server process and kept
 * across restarts: an address geocoded once is never geocoded again while an order is placed.
 */
export const geocodeCache = pgTable('geocode_cache', {
  addressKey: text('address_key').primaryKey(),
  found: boolean('found').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  formattedAddress: text('formatted_address').notNull().default(''),
  approximate: boolean('approximate').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
