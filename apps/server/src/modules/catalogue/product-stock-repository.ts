import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

type ProductRow = typeof products.$inferSelect;

/** Units of one product: positive takes them from the shelf's stock, negative gives them back. */
export type StockChanges = ReadonlyMap<string, number>;

/** Adds `quantity` units of `productId` to a set of changes (repeated products add up). */
export function addStockChange(changes: Map<string, number>, productId: string, quantity: number): void {
  if (quantity !== 0) changes.set(productId, (changes.get(productId) ?? 0) + quantity);
}

/**
 * The one place an order's stock moves after placement (issue 11): cancellation, revision and its
 * approval all go through here. Rows are always locked and changed in ascending product-id order, the
 * order placement takes them in, so two transactions never deadlock on stock. (Placement itself takes
 * its units in the statement that writes the order, `PlacementRepository.insertPlacedOrder`.)
 */
export class ProductStockRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The products, locked until the transaction ends: the stock read is the stock a change applies to. */
  async lockProducts(productIds: Iterable<string>): Promise<ProductRow[]> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
  }

  /**
   * Applies every change, one product at a time in ascending id order. A take never leaves the stock
   * below 0 (a shopper who found more on the shelf than the catalogue knew about must not make it
   * negative); callers that must not oversell check the locked rows first.
   */
  async apply(changes: StockChanges, now: Date): Promise<void> {
    const sorted = [...changes].filter(([, units]) => units !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [productId, units] of sorted) {
      await this.db
        .update(products)
        .set({
          // A product its owner marked out of stock (issue 46) stays at 0: units given back go to the
          // count it gets again when the mark is cleared.
          stockQuantity: sql`case when ${products.stockMark} is null then greatest(${products.stockQuantity} - ${units}, 0) else 0 end`,
          heldStock: sql`case when ${products.stockMark} is null then ${products.heldStock} else greatest(coalesce(${products.heldStock}, 0) - ${units}, 0) end`,
          updatedAt: now,
        })
        .where(eq(products.id, productId));
    }
  }

  /** Gives back the units of several lines (a cancelled order). */
  async release(lines: readonly { productId: string; quantity: number }[], now: Date): Promise<void> {
    const changes = new Map<string, number>();
    for (const line of lines) addStockChange(changes, line.productId, -line.quantity);
    await this.apply(changes, now);
  }
}
