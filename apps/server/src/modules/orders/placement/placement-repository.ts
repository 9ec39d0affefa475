import { eq, getTableColumns, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  idempotencyKeys,
  orderItems,
  orders,
  orderTimeline,
  products,
  shops,
} from '../../../db/schema/index.js';
import type { OrderItemRow, OrderRow, OrderTimelineRow } from '../core/order-mapper.js';
import type { NewOrderItemRow, NewOrderRow, NewTimelineRow } from '../core/repository.js';

export type ProductRow = typeof products.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;

/**
 * The statements of the placing transaction, each doing in one round trip what used to take several:
 * products locked and read at once, all stock taken in one UPDATE, and the order written with its items,
 * its first timeline entry and its Idempotency-Key in one statement.
 */
export class PlacementRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Claims (customer, key) for this request, taking over a key older than `expiredBefore`, and reads the
   * shop, in one statement. The claim comes first in the placing transaction: a concurrent request with
   * the same key blocks on the primary key until this one commits, then finds it taken (claimed false).
   */
  async claimKeyAndReadShop(
    claim: { customerId: string; key: string; requestHash: string; now: Date; expiredBefore: Date },
    shopId: string,
  ): Promise<{ claimed: boolean; shop: ShopRow | null }> {
    const { customerId, key, requestHash, now, expiredBefore } = claim;
    const claiming = this.db.$with('claimed_key', {}).as(
      this.db
        .insert(idempotencyKeys)
        .values({ customerId, key, requestHash, createdAt: now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.customerId, idempotencyKeys.key],
          set: { requestHash, createdAt: now, orderId: null },
          setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
        })
        .returning({ key: idempotencyKeys.key })
        .getSQL(),
    );
    const [row] = await this.db
      .with(claiming)
      .select({ claimed: sql<number>`(select count(*)::int from claimed_key)`, shop: shops })
      .from(sql`(select 1) as one`)
      .leftJoin(shops, eq(shops.id, shopId));
    return { claimed: Number(row?.claimed ?? 0) === 1, shop: row?.shop ?? null };
  }

  /**
   * The products as they stand, read without a lock: the checks and prices of the order. The rows are
   * locked only by the UPDATE that takes their stock, in the statement that writes the order, so a
   * popular product stays locked for that statement and the commit, not for the whole transaction.
   */
  async readProducts(productIds: readonly string[]): Promise<ProductRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select()
      .from(products)
      .where(inArray(products.id, [...productIds]));
  }

  /**
   * Takes every line's units, writes the order, its items and its first timeline entry, and points the
   * customer's Idempotency-Key at it, all in one statement (the ids are chosen here; foreign keys are
   * checked at the statement's end). A product whose stock is short by then (another order took it since
   * it was read) or that was switched off is not taken: it is missing from `reserved`, and the caller
   * must roll back. The UPDATE re-checks the newest row version, so stock never goes below zero.
   */
  async insertPlacedOrder(input: {
    order: Omit<NewOrderRow, 'orderNumber' | 'createdAt'> & {
      id: string;
      orderNumber?: string;
      createdAt: Date;
    };
    items: (NewOrderItemRow & { id: string })[];
    timeline: NewTimelineRow & { id: string };
    idempotency: { customerId: string; key: string };
    stock: readonly { productId: string; quantity: number }[];
  }): Promise<{ row: OrderRow; items: OrderItemRow[]; timeline: OrderTimelineRow[]; reserved: string[] }> {
    const { order, items, timeline, idempotency, stock } = input;
    const cte = (name: string, statement: { getSQL(): SQL }) =>
      this.db.$with(name, {}).as(statement.getSQL());
    const keyMatches = sql`${eq(idempotencyKeys.customerId, idempotency.customerId)} and ${eq(idempotencyKeys.key, idempotency.key)}`;
    const [row] = await this.db
      .with(
        cte('placed_items', this.db.insert(orderItems).values(items)),
        cte('placed_timeline', this.db.insert(orderTimeline).values(timeline)),
        cte('placed_key', this.db.update(idempotencyKeys).set({ orderId: order.id }).where(keyMatches)),
        cte('reserved_stock', this.reserveStatement(stock, order.createdAt)),
      )
      .insert(orders)
      .values({ ...order, orderNumber: order.orderNumber ?? sql`'JH-' || nextval('order_number_seq')` })
      .returning({
        ...getTableColumns(orders),
        reserved: sql<string[]>`(select coalesce(array_agg(id::text), '{}') from reserved_stock)`,
      });
    // Items and the timeline entry are exactly what was written: nothing in them is left to the database.
    const itemRows = items.map(
      (item): OrderItemRow =>
        ({
          notes: '',
          isCustom: false,
          isAvailable: null,
          revisedQuantity: null,
          revisedPrice: null,
          shopperNotes: null,
          replacementMode: 'best_match',
          replacementProductId: null,
          replacedWithProductId: null,
          replacedWithMatchesPreference: false,
          replacedWithRefused: false,
          ...item,
        }) as OrderItemRow,
    );
    const timelineRow = {
      note: '',
      actorId: null,
      actorRole: null,
      actorName: null,
      createdAt: row!.createdAt,
      ...timeline,
    } as OrderTimelineRow;
    const { reserved, ...orderRow } = row!;
    return { row: orderRow, items: itemRows, timeline: [timelineRow], reserved: [...reserved] };
  }

  /**
   * One UPDATE taking every line's units where the product is still active and enough are left, and
   * counting the line. Its rows are locked first, in id order, by a sub-select the database runs once
   * before the UPDATE scans (an InitPlan): the UPDATE's own scan visits rows in whatever order the heap
   * holds them, which differs between two orders of the same products (each update moves a row), and two
   * such orders locking in opposite orders deadlock. A deadlock costs a second of waiting (PostgreSQL's
   * deadlock_timeout) and a retry, and thirty at once ran past the statement timeout.
   */
  private reserveStatement(lines: readonly { productId: string; quantity: number }[], now: Date) {
    // Issue 29: an order of named items only takes no stock.
    if (lines.length === 0) return { getSQL: () => sql`select null::uuid as id where false` };
    const quantity = sql.join(
      [
        sql`case ${products.id}`,
        ...lines.map((l) => sql`when ${l.productId}::uuid then ${l.quantity}::int`),
        sql`end`,
      ],
      sql` `,
    );
    return this.db
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} - (${quantity})`,
        // One more order line of it: search ranks the often-ordered first (decision 0041).
        orderCount: sql`${products.orderCount} + 1`,
        updatedAt: now,
      })
      .where(
        sql`${products.id} = any(array(${lockedInIdOrder(lines.map((l) => l.productId))})) and ${products.isActive} and ${products.stockQuantity} >= (${quantity})`,
      )
      .returning({ id: products.id });
  }
}

/** The ids of these products, each row locked for update in id order (the one order every placement uses). */
function lockedInIdOrder(ids: readonly string[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`select locking.id from ${products} as locking where locking.id in (${list}) order by locking.id for no key update`;
}
