import { ShopVocabulary } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { PerShopKept } from './per-shop-kept.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How long a shop's words are used before they are read again (in the background). */
export const SHOP_WORDS_MS = 60_000;

/**
 * The words of a shop's active products' names and aliases, in Latin letters, 3 letters or more: what a
 * typo of a word only this shop holds is corrected against (issue 42). One statement a shop a minute, and
 * only for a search that found nothing as typed.
 */
export async function wordsOfShop(db: DbOrTx, shopId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct w as word
      from products p cross join lateral regexp_split_to_table(lower(p.name || ' ' || p.aliases::text), '[^a-z]+') w
     where p.shop_id = ${shopId}::uuid and p.is_active and length(w) >= 3`);
  return rowsOf<{ word: string }>(result).map((r) => r.word);
}

/** Each shop's words as a vocabulary, kept per process (see PerShopKept). */
export const shopWordsKept = (ctx: Pick<AppContext, 'db' | 'now'>) =>
  new PerShopKept(
    async (shopId) => new ShopVocabulary(await wordsOfShop(ctx.db, shopId)),
    ctx.now,
    SHOP_WORDS_MS,
  );
