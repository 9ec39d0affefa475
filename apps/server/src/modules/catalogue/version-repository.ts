import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The version key of the shop rows themselves (the others are shop ids, for their products). */
export const SHOPS_KEY = '';
/** The version key of the categories' Hindi names (no shop id is this). */
export const NAMES_KEY = 'names';
/** The version keys of what names each shop's products (name, aliases, brand, kind, active): this and the shop id. */
export const WORDS_KEY = 'words:';
/** The version key of the words the operator taught search (search_taught_words, issue 42). */
export const TAUGHT_KEY = 'taught';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * What the catalogue's freshness check reads (catalogue/freshness.ts): the version of each key, counted
 * by the writes themselves (migration 0037: every statement writing shops, products, category_names or
 * search_taught_words adds a row to catalogue_changes per key it touched, in its own transaction).
 */
export class CatalogueVersionRepository {
  constructor(private readonly db: Db) {}

  /** Each key's version: its folded count plus its changes not yet folded (one read of two small tables). */
  async versions(): Promise<Map<string, string>> {
    const rows = rowsOf<{ key: string; version: string }>(
      await this.db.execute(sql`
        select key, sum(n)::text as version from (
          select key, version as n from catalogue_versions
          union all
          select key, count(*) from catalogue_changes group by key
        ) v group by key`),
    );
    return new Map(rows.map((r) => [r.key, String(r.version)]));
  }

  /**
   * Folds the committed changes into the counts, leaving every version as it was (one statement: a reader
   * sees the rows or their count, never both nor neither). Returns how many rows were folded.
   */
  async fold(): Promise<number> {
    const rows = rowsOf<{ folded: string }>(
      await this.db.execute(sql`select catalogue_fold_changes() as folded`),
    );
    return Number(rows[0]?.folded ?? 0);
  }
}
