import { type Coordinates, type SavedPickState, TERMINAL_STATUSES } from '@jhola/domain';
import { and, asc, count, desc, eq, lt, max, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { idempotencyKeys, orderItems, orders, orderTimeline, shops } from '../../../db/schema/index.js';
import type { OrderItemRow, OrderRecord, OrderRow, OrderTimelineRow } from './order-mapper.js';
import { selectOrderRecords } from './order-records-sql.js';

export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type NewTimelineRow = typeof orderTimeline.$inferInsert;

/**
 * The only place that reads and writes orders, their items, timeline and idempotency keys.
 * Takes a Db or a Tx so that services (placement here, the lifecycle elsewhere) compose it in one transaction.
 */
export class OrderRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The whole order (row, items, timeline, shop, shopper), ready for `toOrder`. */
  async loadFull(orderId: string): Promise<OrderRecord | null> {
    const [record] = await this.loadMany([orderId]);
    return record ?? null;
  }

  /** Several whole orders in three queries, returned in the order of `orderIds` (missing ids skipped). */
  loadMany(orderIds: readonly string[]): Promise<OrderRecord[]> {
    return selectOrderRecords(this.db, orderIds);
  }

  /** The order row alone, locked until the transaction ends (for status changes). */
  async findRowForUpdate(orderId: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    return row ?? null;
  }

  /** The id of the order a person names by its number (`JH-100001`, any case), or null. */
  async findIdByOrderNumber(orderNumber: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber.toUpperCase()))
      .limit(1);
    return row?.id ?? null;
  }

  /** Issue 29: the shopper's tick on one item of the order; false when the item is not the order's. */
  async savePick(
    orderId: string,
    itemId: string,
    pick: { state: SavedPickState; quantity: number | null; price: number | null; at: Date },
  ): Promise<boolean> {
    const rows = await this.db
      .update(orderItems)
      .set({ pickState: pick.state, pickQuantity: pick.quantity, pickPrice: pick.price, pickedAt: pick.at })
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)))
      .returning({ id: orderItems.id });
    return rows.length > 0;
  }

  async findRow(orderId: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    return row ?? null;
  }

  /** One page of a customer's order ids plus their total count. */
  async pageForCustomer(
    customerId: string,
    options: { limit: number; offset: number; newestFirst: boolean },
  ): Promise<{ ids: string[]; total: number }> {
    const order = options.newestFirst
      ? [desc(orders.createdAt), desc(orders.orderNumber)]
      : [asc(orders.createdAt), asc(orders.orderNumber)];
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(totalRow?.n ?? 0) };
  }

  /** Orders of a shop still waiting for a shopper (the acceptance-time estimate). */
  async countWaitingForShopper(shopId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.status, 'pending_shopper')));
    return Number(row?.n ?? 0);
  }

  /** Orders of every shop still waiting for a shopper (the delivery estimate's queue). */
  async countAllWaitingForShopper(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.status, 'pending_shopper'));
    return Number(row?.n ?? 0);
  }

  /** Unfinished orders by status (the metrics gauge; uses orders_status_idx). */
  async countActiveByStatus(): Promise<{ status: string; n: number }[]> {
    const rows = await this.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(notInArray(orders.status, [...TERMINAL_STATUSES]))
      .groupBy(orders.status);
    return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
  }

  // ---- catalogue reads used while placing an order ----

  async findShop(shopId: string) {
    const [row] = await this.db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
    return row ?? null;
  }

  /** Puts the geocoder's answer on an order's delivery address (found after the order was placed). */
  async setDeliveryLocation(orderId: string, coordinates: Coordinates, formattedAddress: string, now: Date) {
    const patch = JSON.stringify({ coordinates, formattedAddress });
    await this.db
      .update(orders)
      .set({ deliveryAddress: sql`${orders.deliveryAddress} || ${patch}::jsonb`, updatedAt: now })
      .where(eq(orders.id, orderId));
  }

  // ---- writes ----

  /** "JH-100001", "JH-100002", ... from a sequence, so numbers never repeat, even across rolled-back orders. */
  async nextOrderNumber(): Promise<string> {
    const result = await this.db.execute(sql`select nextval('order_number_seq')::text as n`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: string }[];
    return `JH-${rows[0]!.n}`;
  }

  /** Inserts an order; without an orderNumber the next one is taken from the sequence in the same statement. */
  async insertOrder(values: Omit<NewOrderRow, 'orderNumber'> & { orderNumber?: string }): Promise<OrderRow> {
    const [row] = await this.db
      .insert(orders)
      .values({ ...values, orderNumber: values.orderNumber ?? sql`'JH-' || nextval('order_number_seq')` })
      .returning();
    return row!;
  }

  async insertItems(values: NewOrderItemRow[]): Promise<OrderItemRow[]> {
    if (values.length === 0) return [];
    return this.db.insert(orderItems).values(values).returning();
  }

  /** When the order's latest timeline entry was written (an entry written after it must come later). */
  async latestTimelineAt(orderId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(orderTimeline.createdAt) })
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId));
    return row?.at ?? null;
  }

  async insertTimeline(entry: NewTimelineRow): Promise<OrderTimelineRow> {
    const [row] = await this.db.insert(orderTimeline).values(entry).returning();
    return row!;
  }

  // ---- idempotency keys ----

  async findIdempotencyKey(customerId: string, key: string) {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
      .limit(1);
    return row ?? null;
  }

  /** Keys past their replay window (the cleanup job); the orders they point at stay. */
  async deleteIdempotencyKeysBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before))
      .returning({ key: idempotencyKeys.key });
    return deleted.length;
  }
}
