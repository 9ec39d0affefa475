import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { ShopRow } from '../../../db/rows.js';
import { products, shops } from '../../../db/schema/index.js';

/** The cart quote's reads: the shop and the current prices of the cart's products in that shop. */
export class QuoteRepository {
  constructor(private readonly db: DbOrTx) {}

  async findShop(shopId: string): Promise<ShopRow | null> {
    const [row] = await this.db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
    return row ?? null;
  }

  /** Id and price of each of these products the shop sells and lists now. */
  async prices(shopId: string, productIds: readonly string[]): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(
        and(eq(products.shopId, shopId), eq(products.isActive, true), inArray(products.id, [...productIds])),
      );
    return new Map(rows.map((row) => [row.id, row.price]));
  }
}
