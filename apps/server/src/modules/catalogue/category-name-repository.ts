import type { AdminCategoryName } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categoryNames } from '../../db/schema/index.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The categories' Hindi names (category_names, migration 0025; decision 0061): the table's one writer. */
export class CategoryNameRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Gives each category its Hindi name unless it already has one (a name an admin gave is kept). */
  async addMissing(names: Readonly<Record<string, string>>): Promise<void> {
    const rows = Object.entries(names).map(([name, nameHi]) => ({ name, nameHi }));
    if (rows.length > 0) await this.db.insert(categoryNames).values(rows).onConflictDoNothing();
  }

  /**
   * Every category text a shop or an active product carries, by name (case-folded), with its Hindi name
   * and how many shops and active products use it.
   */
  async inUse(): Promise<AdminCategoryName[]> {
    const rows = rowsOf<{ name: string; name_hi: string | null; shops: number; products: number }>(
      await this.db.execute(sql`
        select c.name, n.name_hi, sum(c.shops)::int as shops, sum(c.products)::int as products
          from (select category as name, count(*) as shops, 0 as products from shops group by category
                union all
                select category, 0, count(*) from products where is_active group by category) c
          left join category_names n on n.name = c.name
         where btrim(c.name) <> ''
         group by c.name, n.name_hi
         order by lower(c.name), c.name`),
    );
    return rows.map((r) => ({
      name: r.name,
      nameHi: r.name_hi,
      shopCount: Number(r.shops),
      productCount: Number(r.products),
    }));
  }

  /** Sets a category's Hindi name (an admin's choice replaces the seeded one). */
  async set(name: string, nameHi: string): Promise<void> {
    await this.db
      .insert(categoryNames)
      .values({ name, nameHi })
      .onConflictDoUpdate({ target: categoryNames.name, set: { nameHi } });
  }
}
