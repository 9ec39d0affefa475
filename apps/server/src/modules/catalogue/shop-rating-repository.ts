import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shops } from '../../db/schema/index.js';

/** A shop's running rating (the catalogue owns shops; a rated order asks it through shop-rating.ts). */
export class ShopRatingRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The shop's rating figures, locked: concurrent ratings of one shop add up instead of overwriting. */
  async lock(shopId: string) {
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

  async save(
    shopId: string,
    figures: { ratingSum: number; ratingAverage: number; ratingCount: number },
  ): Promise<void> {
    await this.db
      .update(shops)
      .set({ ...figures, updatedAt: sql`now()` })
      .where(eq(shops.id, shopId));
  }
}
