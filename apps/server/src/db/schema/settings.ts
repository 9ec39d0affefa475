import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Values every process must agree on, made once by whichever process starts first (e.g. the token secret). */
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
