import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shops } from '../../db/schema/index.js';

/** A shop's figures that orders move: its running rating and its order count (through shop-figures.ts). */
export class ShopFiguresRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The shop's rating figures, locked: concurrent ratings of one shop add up instead of overwriting. */
  async lockRating(shopId: string) {
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

  async saveRating(
    shopId: string,
    figures: { ratingSum: number; ratingAverage: number; ratingCount: number },
  ): Promise<void> {
    await this.db
      .update(shops)
      .set({ ...figures, updatedAt: sql`now()` })
      .where(eq(shops.id, shopId));
  }

  /** Adds new orders to the count the shop list is sorted by. */
  async addOrders(shopId: string, by: number): Promise<void> {
    await this.db
      .update(shops)
      .set({ orderCount: sql`${shops.orderCount} + ${by}` })
      .where(eq(shops.id, shopId));
  }
}
