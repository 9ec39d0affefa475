import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likeContains } from '../../db/like.js';
import { products, shops } from '../../db/schema/index.js';
import type { ProductRow, ShopRow } from './repository.js';

/** The admin catalogue screen's reads: every shop and product, hidden ones included, by name. */
export class AdminCatalogueRepository {
  constructor(private readonly db: DbOrTx) {}

  async shopsPage(options: { q?: string; limit: number; offset: number }) {
    const where = options.q ? ilike(shops.name, likeContains(options.q)) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          shop: shops,
          // Every product of the shop, hidden ones too: the admin manages them all.
          productCount: sql<number>`(select count(*) from "products" p where p."shop_id" = "shops"."id")::int`,
        })
        .from(shops)
        .where(where)
        .orderBy(asc(shops.name), asc(shops.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(shops).where(where),
    ]);
    return {
      rows: rows.map((r): ShopRow => ({ ...r.shop, productCount: r.productCount })),
      total: Number(total?.n ?? 0),
    };
  }

  async productsPage(shopId: string, options: { q?: string; limit: number; offset: number }) {
    const filters: SQL[] = [eq(products.shopId, shopId)];
    if (options.q) {
      const pattern = likeContains(options.q);
      filters.push(
        or(
          ilike(products.name, pattern),
          ilike(products.category, pattern),
          sql`${products.tags}::text ilike ${pattern}`,
        )!,
      );
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.name), asc(products.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return { rows: rows as ProductRow[], total: Number(total?.n ?? 0) };
  }

  async shopExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: shops.id }).from(shops).where(eq(shops.id, id)).limit(1);
    return row !== undefined;
  }
}
