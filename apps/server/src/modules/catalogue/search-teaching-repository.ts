import type { SearchQuerySummary } from '@jhola/domain';
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { searchAdds, searchLog, searchTaughtWords } from '../../db/schema/index.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A search as the log keeps it: without who searched. */
export interface LoggedSearch {
  shopId: string | null;
  q: string;
  results: number;
  at: Date;
}

/** Products whose added count is shown beside a query: what customers took after it, most first. */
const ADDED_SHOWN = 5;

/**
 * What the operator teaches search and what search records (issue 42, point 5): the taught words, product
 * aliases, the anonymous search log and what was added from a search.
 */
export class SearchTeachingRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Every taught word with the word it means (a few rows, read whole). */
  async taughtWords(): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ word: searchTaughtWords.word, sameAs: searchTaughtWords.sameAs })
      .from(searchTaughtWords);
    return new Map(rows.map((r) => [r.word, r.sameAs]));
  }

  async teachWord(word: string, sameAs: string, at: Date): Promise<void> {
    await this.db
      .insert(searchTaughtWords)
      .values({ word, sameAs, taughtAt: at })
      .onConflictDoUpdate({ target: searchTaughtWords.word, set: { sameAs, taughtAt: at } });
  }

  /**
   * Adds `alias` to the product and to its other pack sizes (same shop and family key). The ids it now
   * names and the shop; null when the product does not exist.
   */
  async addAlias(
    productId: string,
    alias: string,
    at: Date,
  ): Promise<{ shopId: string; productIds: string[] } | null> {
    const rows = rowsOf<{ id: string; shop_id: string }>(
      await this.db.execute(sql`
        with target as (select id, shop_id, family_key from products where id = ${productId}::uuid)
        update products p
           set aliases = case when p.aliases ? ${alias} then p.aliases else p.aliases || to_jsonb(${alias}::text) end,
               updated_at = ${at.toISOString()}::timestamptz
          from target t
         where p.shop_id = t.shop_id and (p.id = t.id or (t.family_key is not null and p.family_key = t.family_key))
        returning p.id, p.shop_id`),
    );
    if (rows.length === 0) return null;
    return { shopId: rows[0]!.shop_id, productIds: rows.map((r) => r.id) };
  }

  /** Searches, without who: the normalised query, the shop (null across shops), how many it found; one statement. */
  async recordSearches(searches: readonly LoggedSearch[]): Promise<void> {
    if (searches.length === 0) return;
    await this.db
      .insert(searchLog)
      .values(searches.map(({ shopId, q, results, at }) => ({ shopId, q, results, searchedAt: at })));
  }

  /** A product added from a search's answer; false when the product is not an active one of the shop. */
  async recordAdd(shopId: string, q: string, productId: string, at: Date): Promise<boolean> {
    const result = await this.db.execute(sql`
      insert into search_adds (shop_id, q, product_id, added_at)
      select p.shop_id, ${q}, p.id, ${at.toISOString()}::timestamptz from products p
       where p.id = ${productId}::uuid and p.shop_id = ${shopId}::uuid and p.is_active
      returning id`);
    return rowsOf(result).length > 0;
  }

  /**
   * The period's queries: times searched, what the latest search found, when, and what was added after
   * each; those that found nothing first, then the most searched.
   */
  async queriesSince(since: Date, limit: number): Promise<SearchQuerySummary[]> {
    const from = since.toISOString();
    const rows = rowsOf<{ q: string; count: number; found: number; last_at: string | Date; added: unknown }>(
      await this.db.execute(sql`
        with summary as (
          select q, count(*)::int as count, max(searched_at) as last_at,
                 (array_agg(results order by searched_at desc, id desc))[1]::int as found
            from search_log where searched_at >= ${from}::timestamptz group by q
           order by (array_agg(results order by searched_at desc, id desc))[1] = 0 desc, count(*) desc, q
           limit ${limit}
        )
        select s.q, s.count, s.found, s.last_at,
               coalesce((select json_agg(json_build_object('productId', a.product_id, 'name', p.name, 'count', a.n)
                                          order by a.n desc, p.name)
                           from (select product_id, count(*)::int as n from search_adds
                                  where q = s.q and added_at >= ${from}::timestamptz
                                  group by product_id order by n desc limit ${ADDED_SHOWN}) a
                           join products p on p.id = a.product_id), '[]'::json) as added
          from summary s
         order by s.found = 0 desc, s.count desc, s.q`),
    );
    return rows.map((r) => ({
      q: r.q,
      count: Number(r.count),
      found: Number(r.found),
      lastAt: new Date(r.last_at).toISOString(),
      added: (typeof r.added === 'string' ? JSON.parse(r.added) : r.added) as SearchQuerySummary['added'],
    }));
  }

  /** Drops the log's and the adds' rows older than `before` (the retention sweep); how many went. */
  async deleteOlderThan(before: Date): Promise<number> {
    const logs = await this.db
      .delete(searchLog)
      .where(lt(searchLog.searchedAt, before))
      .returning({ id: searchLog.id });
    const adds = await this.db
      .delete(searchAdds)
      .where(lt(searchAdds.addedAt, before))
      .returning({ id: searchAdds.id });
    return logs.length + adds.length;
  }
}
