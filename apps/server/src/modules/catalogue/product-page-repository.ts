import type { ProductPageSort, SearchWord } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { boughtBefore, boughtHere } from './bought-before-sql.js';
import { pageOrder } from './page-order-sql.js';
import type { AddedAfter } from './search-adds-sql.js';
import {
  kindsOf,
  type LikeProduct,
  likeness,
  listsHeld,
  matchScore,
  type PlanWord,
  PRODUCT_P,
  productMatchesEvery,
  rankInKind,
} from './search-sql.js';
import {
  type PlainProductRow,
  SHOWN_PRODUCT_COLUMNS,
  type ShownProductRow,
  shownProductOf,
} from './shown-product-sql.js';

/** Where a page ends: the sort keys of its last product (see pageOrder). */
export type PageKey = [sortNumber: number, sortText: string, group: string, price: number, id: string];

export interface PageFilter {
  shopId: string;
  category?: string | undefined;
  words: readonly PlanWord[];
  sort: ProductPageSort;
  after: PageKey | null;
  limit: number;
  /** Take close spellings by trigram similarity too (the engine's last resort, search-engine.ts). */
  fuzzy: boolean;
  /** Replacements for this product: ranked by likeness to it, never itself. */
  like?: (LikeProduct & { id: string }) | undefined;
  /**
   * The first page of a one-word search read in the order of the word's kind (kindFirst): only when the
   * kind alone fills the page (kindTierWord), else the page comes back short and is read again without.
   */
  byKind?: SearchWord | undefined;
  /** A signed-in customer: browsing in relevance lists what they bought here before first. */
  customerId?: string | undefined;
  /** What customers added after this query: a bounded nudge of its order (rankWithAdds). */
  added?: AddedAfter | undefined;
}

function conditionsOf(filter: Omit<PageFilter, 'sort' | 'after' | 'limit'>): SQL[] {
  const conditions: SQL[] = [sql`p.shop_id = ${filter.shopId}`, sql`p.is_active`];
  if (filter.category) conditions.push(sql`p.category = ${filter.category}`);
  if (filter.words.length > 0) conditions.push(productMatchesEvery(filter.words, PRODUCT_P, filter.fuzzy));
  if (filter.like) conditions.push(sql`p.id <> ${filter.like.id}`);
  return conditions;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The indexes of a listsHeld query's answer. */
export const heldOf = (result: unknown) =>
  new Set((rowsOf<{ held: string[] }>(result)[0]?.held ?? []).map(Number));

/** Rows after a page key, in the order of the keys. */
const after = (key: PageKey | null) =>
  key
    ? sql`where (sort_number, sort_text, grp, price, id) > (${key[0]}::float8, ${key[1]}::text,
          ${key[2]}::text, ${key[3]}::float8, ${key[4]}::uuid)`
    : sql``;

/** A page statement's row: the product shown, and its page key and the total (see pageOf). */
interface PageRow extends PlainProductRow {
  sort_number: number;
  sort_text: string;
  grp: string;
  k_price: number;
  total: number | null;
}

/**
 * The rows a page query (`ranked`: sort_number, sort_text, grp, price, id, total) selects, with their page
 * keys and the total, in page order: the product rows are read in the same statement as the ranking (one
 * round trip less than reading the ids, then the rows by id: decision 0041, "Speed"), as plain rows.
 */
async function pageOf(db: DbOrTx, shopId: string, ranked: SQL): Promise<PageResult> {
  // Only an active shop's products (once per statement): a page needs no query of its own for the shop.
  const found = rowsOf<PageRow>(
    await db.execute(sql`
      select ${SHOWN_PRODUCT_COLUMNS}, k.sort_number::float8 as sort_number, k.sort_text, k.grp,
             k.price::float8 as k_price, k.total
        from (${ranked}) k join products p on p.id = k.id
       where exists (select 1 from shops s where s.id = ${shopId} and s.is_active)
       order by k.sort_number, k.sort_text, k.grp, k.price, k.id`),
  );
  return {
    keys: found.map((f): PageKey => [f.sort_number, f.sort_text, f.grp, f.k_price, f.id]),
    rows: found.map(shownProductOf),
    total: found[0]?.total == null ? null : Number(found[0].total),
  };
}

/**
 * The CTE `best` of a first page: each family's best member among the `top` products (highest score, then
 * name, then id), with its keys (sort_number −score, sort_text the name); shared by bestFirst and kindFirst.
 */
const BEST_OF_TOP = sql.raw(`best as (
      select distinct on (coalesce(family_key, id::text)) family_key, id, price, -score as sort_number,
             sort_name as sort_text
        from top order by coalesce(family_key, id::text), score desc, sort_name, id
    )`);

/**
 * A search in the relevance sort, best first (decision 0041, "Speed"). A family (the pack sizes of one
 * product; a product without family_key is its own) is ordered by its best member — the highest score,
 * then its lowercase name, then id — and lists its matching members by price, then id. The keys say so:
 * sort_number −score, sort_text the name, grp the id of the best member; each family's best member is
 * the first of the family in the products' own order (score, name, id).
 *
 * So the first page needs no ranking of every family: the `limit` best products by a top-N sort (no
 * window over the families), and the families they belong to are the first families, in the order of
 * their first product. The matches are read once and kept (materialized); the top-N sort, the count (once
 * for both halves of the page: a count in each was a second pass over the matches) and the families' other
 * matching sizes all come from there, so no match is read or tested twice (counting by
 * the index again, and reading each family by (shop_id, family_key) with the words tested again, were
 * ~10% of the statement; a window count over the matches cost more than the rest of the query). The name
 * is name_sort, lower(name) kept in collation "C" (migration 0021). A later page (rare, and paged by the
 * keys above) ranks every matching family, in the same order.
 */
function bestFirst(where: SQL, score: SQL, from: PageKey | null, limit: number): SQL {
  const name = sql`p.name_sort`;
  if (from) {
    return sql`
      with filtered as materialized (
        select p.id, coalesce(p.family_key, p.id::text) as fam, p.price::float8 as price,
               (${score})::float8 as score, ${name} as sort_name
          from products p
         where ${where}
      ), best as (
        select distinct on (fam) fam, -score as sort_number, sort_name as sort_text, id::text as grp
          from filtered order by fam, score desc, sort_name, id
      ), ranked as (
        select b.sort_number, b.sort_text, b.grp, f.price, f.id from filtered f join best b using (fam)
      )
      select sort_number, sort_text, grp, price, id, (select count(*)::int from filtered) as total
        from ranked ${after(from)}
       order by sort_number, sort_text, grp, price, id
       limit ${limit}`;
  }
  return sql`
    with matched as materialized (
      select p.id, p.family_key, p.price::float8 as price, (${score})::float8 as score, ${name} as sort_name
        from products p
       where ${where}
    ), top as materialized (
      select * from matched order by score desc, sort_name, id limit ${limit}
    ), ${BEST_OF_TOP}, counted as (
      select count(*)::int as total from matched
    )
    select b.sort_number, b.sort_text, b.id::text as grp, m.price, m.id, c.total
      from best b join matched m on m.family_key = b.family_key cross join counted c
    union all
    select b.sort_number, b.sort_text, b.id::text, b.price, b.id, c.total
      from best b cross join counted c where b.family_key is null
     order by sort_number, sort_text, grp, price, id
     limit ${limit}`;
}

/**
 * The first page of a one-word search whose kind fills it (kindTierWord): the kind outranks every other
 * match and is in rankInKind, name_sort, id order (the score's), so each of its kinds ("tea", "chai"...) is
 * read as a range of products_kind_rank_idx, to the page's size at most, and the best of those are the
 * page (migration 0035). Families, keys and total are bestFirst's; fewer than `limit` rows: not filled.
 */
function kindFirst(where: SQL, score: SQL, kind: SearchWord, limit: number): SQL {
  const rank = rankInKind(PRODUCT_P);
  const kinds = `{${[...new Set(kindsOf(kind))].join(',')}}`; // each once, or its rows would be twice
  return sql`
    with top as materialized (
      select k.* from unnest(${kinds}::text[]) kinds(kind) cross join lateral (
          select p.id, p.family_key, p.price::float8 as price, (${score})::float8 as score,
                 p.name_sort as sort_name, ${rank} as rank
            from products p
           where ${where} and p.name_kind = kinds.kind
           order by ${rank} desc, p.name_sort, p.id
           limit ${limit}
        ) k order by k.rank desc, k.sort_name, k.id limit ${limit}
    ), ${BEST_OF_TOP}
    select b.sort_number, b.sort_text, b.id::text as grp, m.price, m.id,
           (select count(*)::int from products p where ${where}) as total
      from best b cross join lateral (
        select p.id, p.price::float8 as price from products p
         where b.family_key is not null and p.family_key = b.family_key and ${where}
        union all
        select b.id, b.price where b.family_key is null
      ) m
     order by sort_number, sort_text, grp, price, id
     limit ${limit}`;
}

export interface PageResult {
  keys: PageKey[];
  /** The products of the keys, in the same order. */
  rows: ShownProductRow[];
  total: number | null;
}

/** Paged reads of one shop's active products, by keyset, with the index-backed search of search-sql. */
export class ProductPageRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Up to `limit + 1` products in order (one more tells whether a next page exists), and the total. */
  async page(filter: PageFilter): Promise<PageResult> {
    const searching = filter.words.length > 0 || filter.like !== undefined;
    const where = sql.join(conditionsOf(filter), sql` and `);
    if (searching && filter.sort === 'relevance') {
      const like = filter.like ? likeness(filter.like, PRODUCT_P) : sql`0`;
      const score = matchScore(filter.words, PRODUCT_P, filter.fuzzy, like, filter.added);
      const byKind = filter.byKind && !filter.after && !filter.fuzzy && !filter.like ? filter.byKind : null;
      const ranked = byKind
        ? kindFirst(where, score, byKind, filter.limit + 1)
        : bestFirst(where, score, filter.after, filter.limit + 1);
      return pageOf(this.db, filter.shopId, ranked);
    }
    const order = pageOrder(filter.sort);
    const personal = filter.sort === 'relevance' && filter.customerId;
    return pageOf(
      this.db,
      filter.shopId,
      sql`
      with filtered as (
        select p.id, p.name, p.category, p.price::float8 as price, coalesce(p.family_key, p.id::text) as grp,
               p.order_count, ${personal ? sql`coalesce(mine.n, 0)` : sql`0`} as mine
          from products p ${personal ? boughtBefore(filter.customerId!, filter.shopId) : sql``}
         where ${where}
      ), ranked as (
        select id, grp, price, (${order.number})::float8 as sort_number, ${order.text} as sort_text,
               (count(*) over ())::int as total
          from filtered
      )
      select sort_number, sort_text, grp, price, id, total from ranked ${after(filter.after)}
       order by sort_number, sort_text, grp, price, id
       limit ${filter.limit + 1}`,
    );
  }

  /** Whether the customer's orders at the shop named a product (else their browsing is everyone's). */
  async boughtHere(customerId: string, shopId: string): Promise<boolean> {
    const result = await this.db.execute(boughtHere(customerId, shopId));
    return rowsOf<{ bought: boolean }>(result)[0]?.bought === true;
  }

  /** How many active products of the shop are of each kind (products.name_kind). */
  async kindCounts(shopId: string): Promise<Map<string, number>> {
    const result = await this.db.execute(sql`
      select name_kind as kind, count(*)::int as n from products
       where shop_id = ${shopId} and is_active and name_kind is not null group by name_kind`);
    return new Map(rowsOf<{ kind: string; n: number }>(result).map((r) => [r.kind, Number(r.n)]));
  }

  /** Which of the lists of words (by index) some active product of the shop holds (see listsHeld). */
  async listsFound(shopId: string, lists: readonly (readonly SearchWord[])[]): Promise<Set<number>> {
    return heldOf(await this.db.execute(listsHeld(lists, [shopId])));
  }

  /** How many active products match (for a page past the end, where no row carries the total). */
  async count(filter: Omit<PageFilter, 'sort' | 'after' | 'limit'>): Promise<number> {
    const result = await this.db.execute(
      sql`select count(*)::int as n from products p where ${sql.join(conditionsOf(filter), sql` and `)}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }

  /** The shop's categories of active products with their counts and Hindi names (when known), by name. */
  async categories(shopId: string): Promise<{ name: string; count: number; nameHi?: string }[]> {
    const result = await this.db.execute(sql`
      select c.name, c.count, n.name_hi from (
        select category as name, count(*)::int as count from products
         where shop_id = ${shopId} and is_active group by category
      ) c left join category_names n on n.name = c.name
       order by c.name`);
    return rowsOf<{ name: string; count: number; name_hi: string | null }>(result).map((r) => ({
      name: r.name,
      count: Number(r.count),
      ...(r.name_hi ? { nameHi: r.name_hi } : {}),
    }));
  }
}
