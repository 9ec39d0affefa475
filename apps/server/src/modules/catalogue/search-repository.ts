import type { SearchWord } from '@jhola/domain';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { heldOf } from './product-page-repository.js';
import { type ProductRow, productColumns } from './repository.js';
import { type AddedAfter, addedAfterQuery } from './search-adds-sql.js';
import {
  listsHeld,
  matchesEvery,
  matchScore,
  type PlanWord,
  PRODUCT_P,
  productMatchesEvery,
} from './search-sql.js';
import {
  type PlainProductRow,
  SHOWN_PRODUCT_COLUMNS,
  type ShownProductRow,
  shownProductOf,
} from './shown-product-sql.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** The most added products of a query that its ranking is nudged for: a page's worth is plenty. */
const ADDED_PRODUCTS_NUDGED = 48;
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Search across several shops: matching shops, and the best matching products of each. */
export class SearchRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The ids among `shopIds` whose name or category holds every word. */
  async matchingShopIds(shopIds: readonly string[], words: readonly SearchWord[]): Promise<Set<string>> {
    if (shopIds.length === 0 || words.length === 0) return new Set();
    const result = await this.db.execute(sql`
      select id from shops s where s.id = any(${uuidArray(shopIds)}::uuid[]) and ${matchesEvery(words, sql`s.search_text`)}`);
    return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
  }

  /**
   * What customers added after the query `q` (as the search log keeps it) in `shopIds`, the most added
   * first: the nudge of that query's ranking (rankWithAdds in search-sql). None for no query.
   */
  async addedAfter(q: string, shopIds: readonly string[]): Promise<AddedAfter> {
    if (!q || shopIds.length === 0) return { productIds: [], counts: [] };
    const rows = rowsOf<{ id: string; n: number }>(
      await this.db.execute(addedAfterQuery(q, shopIds, ADDED_PRODUCTS_NUDGED)),
    );
    return { productIds: rows.map((r) => r.id), counts: rows.map((r) => Number(r.n)) };
  }

  /** Which of the lists of words (by index) some active product of `shopIds` holds (see listsHeld). */
  async listsFound(
    shopIds: readonly string[],
    lists: readonly (readonly SearchWord[])[],
  ): Promise<Set<number>> {
    if (shopIds.length === 0 || lists.length === 0) return new Set();
    return heldOf(await this.db.execute(listsHeld(lists, shopIds)));
  }

  /**
   * Active products of `shopIds` holding every word: best first (search-sql's order, then name and id),
   * at most `perShop` of each shop. The matches are read once and kept (materialized); each shop's best
   * are a top-N sort of its own matches, so no match is sorted beyond them: a window numbering every
   * match of every shop sorted all of them in full ("rice": 4,274 rows, more than half the statement).
   * Names compare as name_sort, lowercase and byte by byte (collation "C", migration 0021). The rows are
   * read in the same statement as the ranking (a round trip less than ids, then rows: decision 0041), as
   * plain rows.
   */
  async matchingProducts(
    shopIds: readonly string[],
    words: readonly PlanWord[],
    limits: { perShop: number; total: number },
    fuzzy: boolean,
    added?: AddedAfter,
  ): Promise<ShownProductRow[]> {
    if (shopIds.length === 0 || words.length === 0) return [];
    const score = matchScore(words, PRODUCT_P, fuzzy, sql`0`, added);
    const shops = uuidArray(shopIds);
    const best = sql`
      with matched as materialized (
        select p.id, p.shop_id, p.name_sort as name, (${score})::float8 as score
          from products p
         where p.is_active and p.shop_id = any(${shops}::uuid[])
           and ${productMatchesEvery(words, PRODUCT_P, fuzzy)}
      )
      select t.id, t.name, t.score from (select distinct unnest(${shops}::uuid[]) as id) s cross join lateral (
        select m.id, m.name, m.score from matched m where m.shop_id = s.id
         order by m.score desc, m.name, m.id limit ${limits.perShop}
      ) t
      order by score desc, name, id
      limit ${limits.total}`;
    const result = await this.db.execute(sql`
      select ${SHOWN_PRODUCT_COLUMNS} from (${best}) k join products p on p.id = k.id
       order by k.score desc, k.name, k.id`);
    return rowsOf<PlainProductRow>(result).map(shownProductOf);
  }
}

/** Full product rows for `ids`, in the order of `ids`. */
export async function byIds(db: DbOrTx, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
}
