import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ProductRow } from '../../db/rows.js';
import { categoryNames, products, shops } from '../../db/schema/index.js';

export type ShopRow = typeof shops.$inferSelect & { productCount: number };
export type { ProductRow } from '../../db/rows.js';

/** The columns of a ProductRow, for selects that read products: the search columns stay in the database. */
const { searchText: _text, searchTsv: _tsv, nameSort: _sort, ...readColumns } = getTableColumns(products);
export const productColumns = readColumns;
export type NewShopRow = typeof shops.$inferInsert;
export type NewProductRow = typeof products.$inferInsert;

/** `%`, `_` and `\` typed by a customer are literal characters, not LIKE wildcards. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only place that reads and writes shops and products. */
export class CatalogueRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Active products per shop, counted in one grouped query joined to the shops. */
  private activeCounts() {
    return this.db
      .select({ shopId: products.shopId, n: count().as('n') })
      .from(products)
      .where(eq(products.isActive, true))
      .groupBy(products.shopId)
      .as('active_counts');
  }

  private selectShops(where: SQL | undefined) {
    const counts = this.activeCounts();
    return this.db
      .select({
        shop: shops,
        productCount: sql<number>`coalesce(${counts.n}, 0)::int`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(shops)
      .leftJoin(counts, eq(counts.shopId, shops.id))
      .where(where);
  }

  async listShops(filter: {
    category?: string | undefined;
    search?: string | undefined;
    limit: number;
  }): Promise<{ rows: ShopRow[]; total: number }> {
    const conditions: SQL[] = [eq(shops.isActive, true)];
    if (filter.category) conditions.push(sql`lower(${shops.category}) = lower(${filter.category})`);
    if (filter.search) {
      const pattern = likeContains(filter.search);
      conditions.push(
        or(
          ilike(shops.name, pattern),
          ilike(shops.description, pattern),
          ilike(shops.category, pattern),
          ilike(shops.city, pattern),
        ) as SQL,
      );
    }
    // `count(*) over ()` is computed before LIMIT, so one query gives the page and the total.
    const found = await this.selectShops(and(...conditions))
      .orderBy(desc(shops.orderCount), asc(shops.name))
      .limit(filter.limit);
    return {
      rows: found.map((r) => ({ ...r.shop, productCount: r.productCount })),
      total: found[0]?.total ?? 0,
    };
  }

  /** Whether the shop exists and is active, without counting its products. */
  async isActiveShop(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, id), eq(shops.isActive, true)))
      .limit(1);
    return rows.length > 0;
  }

  async findShop(id: string, options: { activeOnly: boolean }): Promise<ShopRow | null> {
    const where = options.activeOnly ? and(eq(shops.id, id), eq(shops.isActive, true)) : eq(shops.id, id);
    const [found] = await this.selectShops(where).limit(1);
    return found ? { ...found.shop, productCount: found.productCount } : null;
  }

  listProducts(shopId: string, options: { activeOnly: boolean; limit: number }): Promise<ProductRow[]> {
    const where = options.activeOnly
      ? and(eq(products.shopId, shopId), eq(products.isActive, true))
      : eq(products.shopId, shopId);
    return this.db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.category), asc(products.name), asc(products.id))
      .limit(options.limit);
  }

  countProducts(shopId: string, activeOnly: boolean): Promise<number> {
    const where = activeOnly
      ? and(eq(products.shopId, shopId), eq(products.isActive, true))
      : eq(products.shopId, shopId);
    return this.db
      .select({ n: count() })
      .from(products)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0));
  }

  /** Categories of active shops, case-folded, with how many shops each has. */
  /** The categories of active shops with their counts and Hindi names (when known). */
  async listCategories(): Promise<{ name: string; shopCount: number; nameHi?: string }[]> {
    const rows = await this.db
      .select({
        name: sql<string>`min(${shops.category})`,
        shopCount: sql<number>`count(*)::int`,
        nameHi: sql<string | null>`min(${categoryNames.nameHi})`,
      })
      .from(shops)
      .leftJoin(categoryNames, eq(categoryNames.name, shops.category))
      .where(eq(shops.isActive, true))
      .groupBy(sql`lower(${shops.category})`)
      .orderBy(sql`lower(${shops.category})`);
    return rows.map(({ nameHi, ...row }) => (nameHi ? { ...row, nameHi } : row));
  }

  async insertShop(values: NewShopRow): Promise<string> {
    const [row] = await this.db.insert(shops).values(values).returning({ id: shops.id });
    return row!.id;
  }

  async updateShop(id: string, values: Partial<NewShopRow>): Promise<boolean> {
    const rows = await this.db.update(shops).set(values).where(eq(shops.id, id)).returning({ id: shops.id });
    return rows.length > 0;
  }

  async findProduct(id: string, options: { forUpdate?: boolean } = {}): Promise<ProductRow | null> {
    const query = this.db.select().from(products).where(eq(products.id, id)).limit(1);
    const [row] = await (options.forUpdate ? query.for('update') : query);
    return row ?? null;
  }

  /**
   * An active product of an active shop with the other active sizes of its family (same family_key),
   * cheapest first; empty when the product is not the shop's, not active, or the shop is not.
   */
  async activeFamilyOf(shopId: string, productId: string): Promise<ProductRow[]> {
    const asked = this.db
      .select({ familyKey: products.familyKey })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.shopId, shopId), eq(products.isActive, true)));
    return this.db
      .select(productColumns)
      .from(products)
      .innerJoin(shops, and(eq(shops.id, products.shopId), eq(shops.isActive, true)))
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.isActive, true),
          or(eq(products.id, productId), sql`${products.familyKey} = (${asked})`),
        ),
      )
      .orderBy(asc(products.price), asc(products.id));
  }

  async insertProduct(values: NewProductRow): Promise<ProductRow> {
    const [row] = await this.db.insert(products).values(values).returning();
    return row!;
  }

  async updateProduct(id: string, values: Partial<NewProductRow>): Promise<ProductRow | null> {
    const [row] = await this.db.update(products).set(values).where(eq(products.id, id)).returning();
    return row ?? null;
  }
}
