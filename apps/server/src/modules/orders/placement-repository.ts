import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idempotencyKeys, orderItems, orders, orderTimeline, products } from '../../db/schema/index.js';
import type { OrderItemRow, OrderRow, OrderTimelineRow } from './order-mapper.js';
import type { NewOrderItemRow, NewOrderRow, NewTimelineRow } from './repository.js';

export type ProductRow = typeof products.$inferSelect;

/**
 * The statements of the placing transaction, each doing in one round trip what used to take several:
 * products locked and read at once, all stock taken in one UPDATE, and the order written with its items,
 * its first timeline entry and its Idempotency-Key in one statement.
 */
export class PlacementRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * The products, locked until the transaction ends, in ascending id order: two orders naming the same
   * products always lock them in the same order, so they never deadlock. Their stock is then exact.
   */
  async lockProducts(productIds: readonly string[]): Promise<ProductRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select()
      .from(products)
      .where(inArray(products.id, [...productIds]))
      .orderBy(asc(products.id))
      .for('update');
  }

  /**
   * Takes every line's units in one statement; a line whose stock is short is left alone. Returns how
   * many products were reserved: fewer than asked means the caller must roll back.
   */
  async reserveAll(lines: readonly { productId: string; quantity: number }[], now: Date): Promise<number> {
    if (lines.length === 0) return 0;
    const quantity = sql.join(
      [
        sql`case ${products.id}`,
        ...lines.map((l) => sql`when ${l.productId}::uuid then ${l.quantity}::int`),
        sql`end`,
      ],
      sql` `,
    );
    const rows = await this.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - (${quantity})`, updatedAt: now })
      .where(
        sql`${inArray(
          products.id,
          lines.map((l) => l.productId),
        )} and ${products.stockQuantity} >= (${quantity})`,
      )
      .returning({ id: products.id });
    return rows.length;
  }

  /**
   * Writes the order, its items and its first timeline entry, and points the customer's Idempotency-Key
   * at it, in one statement (the ids are chosen here; foreign keys are checked at the statement's end).
   */
  async insertPlacedOrder(input: {
    order: Omit<NewOrderRow, 'orderNumber'> & { id: string; orderNumber?: string };
    items: (NewOrderItemRow & { id: string })[];
    timeline: NewTimelineRow & { id: string };
    idempotency: { customerId: string; key: string };
  }): Promise<{ row: OrderRow; items: OrderItemRow[]; timeline: OrderTimelineRow[] }> {
    const { order, items, timeline, idempotency } = input;
    const cte = (name: string, statement: { getSQL(): SQL }) =>
      this.db.$with(name, {}).as(statement.getSQL());
    const keyMatches = sql`${eq(idempotencyKeys.customerId, idempotency.customerId)} and ${eq(idempotencyKeys.key, idempotency.key)}`;
    const [row] = await this.db
      .with(
        cte('placed_items', this.db.insert(orderItems).values(items)),
        cte('placed_timeline', this.db.insert(orderTimeline).values(timeline)),
        cte('placed_key', this.db.update(idempotencyKeys).set({ orderId: order.id }).where(keyMatches)),
      )
      .insert(orders)
      .values({ ...order, orderNumber: order.orderNumber ?? sql`'JH-' || nextval('order_number_seq')` })
      .returning();
    // Items and the timeline entry are exactly what was written: nothing in them is left to the database.
    const itemRows = items.map(
      (item): OrderItemRow =>
        ({
          notes: '',
          isAvailable: null,
          revisedQuantity: null,
          revisedPrice: null,
          shopperNotes: null,
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
    return { row: row!, items: itemRows, timeline: [timelineRow] };
  }
}
