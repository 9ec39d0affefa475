import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderRatings, orders, shops } from '../../db/schema/index.js';

/** The only code that writes ratings: the order_ratings rows and the shop's running average. */
export class RatingRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The order row, locked until the transaction ends, so two ratings of one order are serialised. */
  async lockOrder(orderId: string) {
    const [row] = await this.db
      .select({
        id: orders.id,
        customerId: orders.customerId,
        shopId: orders.shopId,
        shopperId: orders.shopperId,
        status: orders.status,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  /** Inserts the rating; false when the order already has one. */
  async insert(values: typeof orderRatings.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(orderRatings)
      .values(values)
      .onConflictDoNothing({ target: orderRatings.orderId })
      .returning({ orderId: orderRatings.orderId });
    return inserted.length === 1;
  }

  /** The shop's rating figures, locked: concurrent ratings of one shop add up instead of overwriting. */
  async lockShopRating(shopId: string) {
    const [row] = await this.db
      .select({
        ratingSum: shops.ratingSum,
        ratingAverage: shops.ratingAverage,
        ratingCount: shops.ratingCount,
      })
      .from(shops)
      .where(eq(shops.id, shopId))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  async saveShopRating(
    shopId: string,
    figures: { ratingSum: number; ratingAverage: number; ratingCount: number },
  ): Promise<void> {
    await this.db
      .update(shops)
      .set({ ...figures, updatedAt: sql`now()` })
      .where(eq(shops.id, shopId));
  }
}
