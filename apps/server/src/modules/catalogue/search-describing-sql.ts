import type { SearchWord } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';
import { holds, WHOLE_IN_NAME, wordQuery } from './search-tsquery-sql.js';

/*
 * What describing words add to a match's relevance (search-sql.ts): an opposite said lowers a product, a
 * pack size asked for orders the packs.
 */

/**
 * Minus 3 when the name says the opposite of the word ("light milk": Full Cream Milk below Toned Milk), less
 * than any two kinds of match differ by, so the product stays above those matching the word less well.
 */
export function saysOpposite(word: SearchWord, tsv: SQL): SQL {
  if (!word.unlike?.length) return sql``;
  const opposite = wordQuery({ text: word.text, alternatives: word.unlike }, WHOLE_IN_NAME);
  return sql` - (case when ${holds(tsv, opposite)} then 3 else 0 end)`;
}

/**
 * For a word asking for larger (or smaller) packs ("big pack atta", PACK_SIZES): up to 0.99 more for a
 * larger (smaller) pack (its pack size, else the size its name ends with), its amount in g or ml (pcs as
 * counted) a share of 1 (amount / (amount + 1000),
 * to two places): less than any two kinds of match differ by, so it orders the packs of what matches best
 * and never lifts a worse match, nor leaves a pack out.
 */
export function packOrder(words: readonly SearchWord[], columns: { name: SQL; packSize?: SQL }): SQL {
  const packs = words.find((word) => word.packs)?.packs;
  if (!packs || !columns.packSize) return sql``;
  // The pack as the size chooser shows it, else as the name ends ("Loose Sugar 5 kg").
  const pack = sql`coalesce(${columns.packSize}, substring(${columns.name} from ${'[0-9][0-9.]*\\s*[A-Za-z]+\\s*$'}))`;
  const amount = sql`coalesce(substring(${pack} from ${'^[0-9]+(?:[.][0-9]+)?'})::numeric * (case when ${pack} ~* ${'^[0-9.]+\\s*(?:kg|l|ltr|litre)\\M'} then 1000 else 1 end), 0)`;
  const share = sql`round(${amount} / (${amount} + 1000), 2)`;
  return packs === 'larger' ? sql` + ${share}` : sql` + (1 - ${share})`;
}
