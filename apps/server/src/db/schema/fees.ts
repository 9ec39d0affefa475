import type { FeeRules } from '@jhola/domain';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './catalogue.js';

/** Issue 45: a shop's fee rules; a shop without a row charges its flat `shops.delivery_fee`. */
export const shopFeeRules = pgTable('shop_fee_rules', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<FeeRules>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
