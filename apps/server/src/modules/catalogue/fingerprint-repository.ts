import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The fingerprint key of the shop rows themselves (the others are shop ids, for their products). */
export const SHOPS_KEY = '';
/** The fingerprint key of the categories' Hindi names (no shop id is this). */
export const NAMES_KEY = 'names';
/** The fingerprint key of the words the operator taught search (search_taught_words, issue 42). */
export const TAUGHT_KEY = 'taught';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * What the catalogue's freshness check reads (catalogue/freshness.ts): the transaction snapshot, and per
 * table group the count and the sum of `xmin` of its rows.
 */
export class CatalogueFingerprintRepository {
  constructor(private readonly db: Db) {}

  /** xmin:xmax:in-progress ids; it moves only when a writing transaction starts or ends. */
  async snapshot(): Promise<string> {
    const rows = rowsOf<{ snapshot: string }>(
      await this.db.execute(sql`select pg_current_snapshot()::text as snapshot`),
    );
    return String(rows[0]?.snapshot);
  }

  /** The shops' fingerprint under SHOPS_KEY, the category names' under NAMES_KEY, each shop's products' under its id. */
  async fingerprints(): Promise<Map<string, string>> {
    const rows = rowsOf<{ key: string; print: string }>(
      await this.db.execute(sql`
        select ${SHOPS_KEY} as key, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as print from shops
        union all
        select ${NAMES_KEY}, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from category_names
        union all
        select shop_id::text, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from products group by shop_id
        union all
        select ${TAUGHT_KEY}, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from search_taught_words`),
    );
    return new Map(rows.map((r) => [r.key, r.print]));
  }
}
