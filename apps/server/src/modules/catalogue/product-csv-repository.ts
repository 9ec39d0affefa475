import type { CatalogueCsvProduct } from '@jhola/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** The columns of one row as `jsonb_to_recordset` reads them. */
const RECORD = sql.raw(
  'sku text, name text, brand text, category text, unit text, "packSize" text, price numeric, ' +
    '"originalPrice" numeric, "stockQuantity" int, "isActive" boolean, tags jsonb, aliases jsonb',
);

export type CsvProductRow = CatalogueCsvProduct & { id: string; sku: string };

/** A shop's whole catalogue at once, for the spreadsheet (issue 30): one read, set-based writes. */
export class ProductCsvRepository {
  constructor(private readonly db: DbOrTx) {}

  async ofShop(shopId: string): Promise<CsvProductRow[]> {
    return this.db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        brand: products.brand,
        category: products.category,
        unit: products.unit,
        packSize: products.packSize,
        price: products.price,
        originalPrice: products.originalPrice,
        stockQuantity: products.stockQuantity,
        isActive: products.isActive,
        tags: products.tags,
        aliases: products.aliases,
      })
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(asc(products.category), asc(products.name), asc(products.sku));
  }

  /**
   * New products in one statement: the rows travel as one JSON parameter, unpacked by the database
   * (`jsonb_to_recordset`), so 20,000 rows are one round trip, not 20,000. A row without a SKU gets the
   * column's default.
   */
  async insertMany(shopId: string, rows: readonly CatalogueCsvProduct[], now: Date): Promise<void> {
    if (rows.length === 0) return;
    await this.db.execute(sql`
      insert into products (shop_id, sku, name, brand, category, unit, pack_size, price, original_price,
        stock_quantity, is_active, tags, aliases, images, created_at, updated_at)
      select ${shopId}::uuid,
        coalesce(r.sku, ('P-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)))),
        r.name, r.brand, r.category, r.unit, r."packSize", r.price, r."originalPrice", r."stockQuantity",
        r."isActive", r.tags, coalesce(r.aliases, '[]'::jsonb), '[]'::jsonb, ${now}, ${now}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${RECORD})`);
  }

  /**
   * Changed products in one `update … from jsonb_to_recordset(…)`, inside the import's transaction. The
   * planner reckons any set-returning function at 100 rows, and a shop whose products were counted while
   * it had few (a small import before) looked smaller still: it joined the two by a nested loop that read
   * the 20,000 unpacked rows again for every product (115 s on PostgreSQL, past the upload's deadline,
   * where the same update in a fresh database took 4 s). Without nested loops, for this transaction only,
   * the join is hashed whatever the counts say.
   */
  async updateMany(rows: readonly CsvProductRow[], now: Date): Promise<void> {
    if (rows.length === 0) return;
    await this.db.execute(sql`set local enable_nestloop = off`);
    await this.db.execute(sql`
      update products as p set name = r.name, brand = r.brand, category = r.category, unit = r.unit,
        pack_size = r."packSize", price = r.price, original_price = r."originalPrice",
        stock_quantity = r."stockQuantity", is_active = r."isActive", tags = r.tags,
        aliases = coalesce(r.aliases, p.aliases), updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, ${RECORD})
      where p.id = r.id`);
  }
}
