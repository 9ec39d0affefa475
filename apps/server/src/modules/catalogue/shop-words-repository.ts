import type { BrandKindCount } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The words a shop's products are named with, for typos of words only that shop holds (issue 42). */
export class ShopWordsRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * The words of a shop's active products' names and aliases, in Latin letters, 3 letters or more. One
   * statement a shop a minute (shop-words.ts), and only for a search that found nothing as typed.
   */
  async of(shopId: string): Promise<string[]> {
    const result = await this.db.execute(sql`
      select distinct w as word
        from products p cross join lateral regexp_split_to_table(lower(p.name || ' ' || p.aliases::text), '[^a-z]+') w
       where p.shop_id = ${shopId}::uuid and p.is_active and length(w) >= 3`);
    return rowsOf<{ word: string }>(result).map((r) => r.word);
  }

  /**
   * How many active products of each brand are of each kind (products.brand, name_kind): what the shop's
   * brands stand for (brandKindsOf). One statement a shop a minute (shop-words.ts).
   */
  async brandKindCounts(shopId: string): Promise<BrandKindCount[]> {
    const result = await this.db.execute(sql`
      select lower(brand) as brand, name_kind as kind, count(*)::int as products
        from products
       where shop_id = ${shopId}::uuid and is_active and brand <> '' and name_kind is not null
       group by 1, 2`);
    return rowsOf<BrandKindCount>(result);
  }
}
