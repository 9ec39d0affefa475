import type { ProductPageSort, SearchWord } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type LikeProduct, likeness, matchesEvery, matchScore } from './search-sql.js';

/** Where a page ends: the sort keys of its last product (see pageOrder). */
export type PageKey = [sortNumber: number, sortText: string, group: string, price: number, id: string];

export interface PageFilter {
  shopId: string;
  category?: string | undefined;
  words: readonly SearchWord[];
  sort: ProductPageSort;
  after: PageKey | null;
  limit: number;
  /** Take close spellings by trigram similarity too (the engine's last resort, search-engine.ts). */
  fuzzy: boolean;
  /** Replacements for this product: ranked by likeness to it, never itself. */
  like?: (LikeProduct & { id: string }) | undefined;
}

function conditionsOf(filter: Omit<PageFilter, 'sort' | 'after' | 'limit'>): SQL[] {
  const conditions: SQL[] = [sql`p.shop_id = ${filter.shopId}`, sql`p.is_active`];
  if (filter.category) conditions.push(sql`p.category = ${filter.category}`);
  if (filter.words.length > 0) conditions.push(matchesEvery(filter.words, sql`p.search_text`, filter.fuzzy));
  if (filter.like) conditions.push(sql`p.id <> ${filter.like.id}`);
  return conditions;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Sort keys per family: every pack size of a product (same family_key; a product without one is its own
 * group) gets its family's key, so a family stays together in every sort. The tuple
 * (sort_number, sort_text, grp, price, id) is unique and totally ordered, which makes keyset paging exact.
 */
function pageOrder(sort: ProductPageSort, searching: boolean): { number: SQL; text: SQL } {
  const family = sql`over (partition by grp)`;
  const byName = sql`min(lower(name)) ${family}`;
  if (sort === 'price_asc') return { number: sql`min(price) ${family}`, text: byName };
  if (sort === 'price_desc') return { number: sql`-max(price) ${family}`, text: byName };
  if (sort === 'relevance' && searching) return { number: sql`-max(score) ${family}`, text: byName };
  if (sort === 'relevance')
    return { number: sql`0::float8`, text: sql`min(category || chr(1) || lower(name)) ${family}` };
  return { number: sql`0::float8`, text: byName };
}

export interface PageResult {
  keys: PageKey[];
  total: number | null;
}

/** Paged reads of one shop's active products, by keyset, with the index-backed search of search-sql. */
export class ProductPageRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Up to `limit + 1` product ids in order (one more tells whether a next page exists), and the total. */
  async page(filter: PageFilter): Promise<PageResult> {
    const fuzzy = filter.fuzzy;
    const searching = filter.words.length > 0 || filter.like !== undefined;
    const conditions = conditionsOf(filter);
    const like = filter.like
      ? likeness(filter.like, {
          name: sql`p.name`,
          kind: sql`p.name_kind`,
          packSize: sql`p.pack_size`,
          category: sql`p.category`,
        })
      : sql`0`;
    const score = searching
      ? matchScore(
          filter.words,
          {
            name: sql`p.name`,
            kind: sql`p.name_kind`,
            stock: sql`p.stock_quantity`,
            orderCount: sql`p.order_count`,
          },
          fuzzy,
          like,
        )
      : sql`0`;
    const order = pageOrder(filter.sort, searching);
    const after = filter.after
      ? sql`where (sort_number, sort_text, grp, price, id) > (${filter.after[0]}::float8, ${filter.after[1]}::text,
          ${filter.after[2]}::text, ${filter.after[3]}::float8, ${filter.after[4]}::uuid)`
      : sql``;
    const result = await this.db.execute(sql`
      with filtered as (
        select p.id, p.name, p.category, p.price::float8 as price, coalesce(p.family_key, p.id::text) as grp,
               (${score})::float8 as score
          from products p
         where ${sql.join(conditions, sql` and `)}
      ), ranked as (
        select id, grp, price, (${order.number})::float8 as sort_number, ${order.text} as sort_text,
               (count(*) over ())::int as total
          from filtered
      )
      select sort_number, sort_text, grp, price, id, total from ranked ${after}
       order by sort_number, sort_text, grp, price, id
       limit ${filter.limit + 1}`);
    const rows = rowsOf<{
      sort_number: number;
      sort_text: string;
      grp: string;
      price: number;
      id: string;
      total: number;
    }>(result);
    return {
      keys: rows.map((r) => [Number(r.sort_number), r.sort_text, r.grp, Number(r.price), r.id]),
      total: rows[0] ? Number(rows[0].total) : null,
    };
  }

  /** How many active products match (for a page past the end, where no row carries the total). */
  async count(filter: Omit<PageFilter, 'sort' | 'after' | 'limit'>): Promise<number> {
    const result = await this.db.execute(
      sql`select count(*)::int as n from products p where ${sql.join(conditionsOf(filter), sql` and `)}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }

  /** The shop's categories of active products with their counts, by name. */
  async categories(shopId: string): Promise<{ name: string; count: number }[]> {
    const result = await this.db.execute(sql`
      select category as name, count(*)::int as count from products
       where shop_id = ${shopId} and is_active group by category order by category`);
    return rowsOf<{ name: string; count: number }>(result).map((r) => ({
      name: r.name,
      count: Number(r.count),
    }));
  }
}
