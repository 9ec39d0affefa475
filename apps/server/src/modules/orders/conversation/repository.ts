import type { MessageSender } from '@jhola/domain';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orderMessages, orders } from '../../../db/schema/index.js';

export type OrderMessageRow = typeof orderMessages.$inferSelect;
export type NewOrderMessage = typeof orderMessages.$inferInsert;

const STAFF_SENDERS: MessageSender[] = ['shopper', 'delivery', 'admin'];

/** The messages a side has still to read: the customer reads the staff's, the staff the customer's. */
const unreadFor = (readerIsCustomer: boolean) =>
  and(
    isNull(orderMessages.readAt),
    readerIsCustomer
      ? inArray(orderMessages.fromRole, STAFF_SENDERS)
      : eq(orderMessages.fromRole, 'customer'),
  );

/** Issue 29: the order_messages table. */
export class OrderMessageRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Stores a message; a retry with the same client key (per order and author) stores nothing and
   * answers the message stored the first time, with `created: false`.
   */
  async insert(message: NewOrderMessage): Promise<{ row: OrderMessageRow; created: boolean }> {
    const [row] = await this.db.insert(orderMessages).values(message).onConflictDoNothing().returning();
    if (row) return { row, created: true };
    const [existing] = await this.db
      .select()
      .from(orderMessages)
      .where(
        and(
          eq(orderMessages.orderId, message.orderId),
          message.authorId ? eq(orderMessages.authorId, message.authorId) : isNull(orderMessages.authorId),
          eq(orderMessages.clientKey, message.clientKey ?? ''),
        ),
      )
      .limit(1);
    if (!existing) throw new Error('a message insert conflicted with no stored message');
    return { row: existing, created: false };
  }

  /** The conversation, oldest first. */
  listForOrder(orderId: string): Promise<OrderMessageRow[]> {
    return this.db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.orderId, orderId))
      .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  }

  async find(orderId: string, messageId: string): Promise<OrderMessageRow | null> {
    const [row] = await this.db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.id, messageId)))
      .limit(1);
    return row ?? null;
  }

  async countUnread(orderId: string, readerIsCustomer: boolean): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orderMessages)
      .where(and(eq(orderMessages.orderId, orderId), unreadFor(readerIsCustomer)));
    return Number(row?.n ?? 0);
  }

  /** Marks the other side's unread messages read; answers how many. */
  async markRead(orderId: string, readerIsCustomer: boolean, at: Date): Promise<number> {
    const rows = await this.db
      .update(orderMessages)
      .set({ readAt: at })
      .where(and(eq(orderMessages.orderId, orderId), unreadFor(readerIsCustomer)))
      .returning({ id: orderMessages.id });
    return rows.length;
  }

  /**
   * Unread counts per order for one person: a customer's own orders, the orders a shopper or delivery
   * person works on. Read with the orders table (who is on the order) in one statement.
   */
  async unreadByOrder(person: { id: string; role: 'customer' | 'shopper' | 'delivery' }) {
    const isCustomer = person.role === 'customer';
    const mine =
      person.role === 'customer'
        ? eq(orders.customerId, person.id)
        : person.role === 'shopper'
          ? eq(orders.shopperId, person.id)
          : eq(orders.deliveryPersonId, person.id);
    const rows = await this.db
      .select({ orderId: orderMessages.orderId, n: sql<number>`count(*)::int` })
      .from(orderMessages)
      .innerJoin(orders, eq(orders.id, orderMessages.orderId))
      .where(and(mine, unreadFor(isCustomer)))
      .groupBy(orderMessages.orderId);
    return rows.map((r) => ({ orderId: r.orderId, unread: Number(r.n) }));
  }

  /**
   * Issue 29: the unread counts of a list of orders for one side, in one statement (never one per
   * order); orders with nothing unread are absent.
   */
  async unreadForOrders(
    orderIds: readonly string[],
    readerIsCustomer: boolean,
  ): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({ orderId: orderMessages.orderId, n: sql<number>`count(*)::int` })
      .from(orderMessages)
      .where(and(inArray(orderMessages.orderId, [...orderIds]), unreadFor(readerIsCustomer)))
      .groupBy(orderMessages.orderId);
    return new Map(rows.map((r) => [r.orderId, Number(r.n)]));
  }
}
