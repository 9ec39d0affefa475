import type { OperatingHours } from '@jhola/domain';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ProductRow } from '../../db/rows.js';
import { products, shops } from '../../db/schema/index.js';
import { productColumns } from './repository.js';

/**
 * A shelf's worth: what a product the owner says is back gets when the catalogue counted none. Kiranas
 * do not count their shelves; the count only guards against overselling a few packs.
 */
export const RESTOCK_UNITS = 20;

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Issue 46: what owners change in their shops: the pause, hours and holidays, a product's stock mark and
 * price. A stock mark sets the stock to 0 and keeps the count in held_stock (migration 0026), so every
 * reader of the stock sees the product out of stock; clearing it gives the count back.
 */
export class OwnerEditRepository {
  constructor(private readonly db: DbOrTx) {}

  async setPause(
    shopId: string,
    pause: { at: Date; until: Date | null; reason: string | null } | null,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(shops)
      .set({
        pausedAt: pause?.at ?? null,
        pausedUntil: pause?.until ?? null,
        pauseReason: pause?.reason ?? null,
        updatedAt: now,
      })
      .where(eq(shops.id, shopId))
      .returning({ id: shops.id });
    return rows.length > 0;
  }

  async setHours(shopId: string, hours: OperatingHours | null, holidays: string[] | undefined, now: Date) {
    const rows = await this.db
      .update(shops)
      .set({ operatingHours: hours, ...(holidays ? { holidays } : {}), updatedAt: now })
      .where(eq(shops.id, shopId))
      .returning({ id: shops.id });
    return rows.length > 0;
  }

  /** The products, locked for the change, in id order (the order stock moves take them in). */
  lockProducts(ids: readonly string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(productColumns)
      .from(products)
      .where(inArray(products.id, [...ids]))
      .orderBy(asc(products.id))
      .for('update');
  }

  /** Marks products out ('out' by a person, 'held' by reports) or clears the mark; answers the rows. */
  async setStockMark(ids: readonly string[], mark: 'out' | 'held' | null, now: Date): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    const set =
      mark === null
        ? {
            stockQuantity: sql`case when coalesce(${products.heldStock}, ${products.stockQuantity}) > 0 then coalesce(${products.heldStock}, ${products.stockQuantity}) else ${RESTOCK_UNITS} end`,
            heldStock: sql`null`,
            stockMark: null,
          }
        : {
            heldStock: sql`case when ${products.stockMark} is null then ${products.stockQuantity} else ${products.heldStock} end`,
            stockQuantity: 0,
            stockMark: mark,
          };
    return this.db
      .update(products)
      .set({ ...set, updatedAt: now })
      .where(inArray(products.id, [...ids]))
      .returning(productColumns);
  }

  async setPrice(id: string, price: number, now: Date): Promise<ProductRow | null> {
    const [row] = await this.db
      .update(products)
      .set({ price, updatedAt: now })
      .where(eq(products.id, id))
      .returning(productColumns);
    return row ?? null;
  }

  /** A shop's products for its owner: a search of the name, a category, in category and name order. */
  async listProducts(
    shopId: string,
    filter: { q?: string | undefined; category?: string | undefined; limit: number },
  ) {
    const conditions: SQL[] = [eq(products.shopId, shopId), eq(products.isActive, true)];
    if (filter.q) conditions.push(ilike(products.name, likeContains(filter.q)));
    if (filter.category) conditions.push(eq(products.category, filter.category));
    const rows = await this.db
      .select({ product: productColumns, total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .where(and(...conditions))
      .orderBy(asc(products.category), asc(products.name), asc(products.id))
      .limit(filter.limit);
    return { rows: rows.map((r) => r.product), total: rows[0]?.total ?? 0 };
  }
}
