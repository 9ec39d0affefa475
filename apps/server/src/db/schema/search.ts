import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, shops } from './catalogue.js';

/**
 * A word taught to mean what a known word means ("ghiya" is lauki), in every shop (issue 42, migration
 * 0030). Each process reads the few rows whole when the catalogue's versions say they changed.
 */
export const searchTaughtWords = pgTable(
  'search_taught_words',
  {
    word: text('word').primaryKey(),
    sameAs: text('same_as').notNull(),
    taughtAt: timestamp('taught_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('search_taught_words_not_blank', sql`btrim(${t.word}) <> '' AND btrim(${t.sameAs}) <> ''`)],
);

/** What customers searched, without who: the normalised query, the shop (null across shops), how many found. */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    q: text('q').notNull(),
    results: integer('results').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_log_searched_at_idx').on(t.searchedAt)],
);

/**
 * What customers added to the cart from a search's answer, without who; each search reads its query's
 * adds (by q and shop) as a small nudge of its ranking (migration 0033).
 */
export const searchAdds = pgTable(
  'search_adds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    q: text('q').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_adds_added_at_idx').on(t.addedAt), index('search_adds_q_shop_idx').on(t.q, t.shopId)],
);
