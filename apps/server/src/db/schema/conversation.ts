import type { MessageSender } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** Issue 29: the messages of an order's conversation. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromRole: text('from_role').$type<MessageSender>().notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull().default(''),
    /** The re-encoded photo's name in the file store (`messages/<name>`). */
    imageName: text('image_name'),
    /** The sender's Idempotency-Key: a retried post is stored once. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    index('order_messages_unread_idx').on(t.orderId).where(sql`${t.readAt} is null`),
    uniqueIndex('order_messages_client_key_unique')
      .on(t.orderId, t.authorId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    check(
      'order_messages_from_role_check',
      sql`${t.fromRole} in ('customer', 'shopper', 'delivery', 'admin')`,
    ),
  ],
);
