import type { SearchWord } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * PostgreSQL regex for "a word starting with any alternative": `\m(?:chawal|chaawal|rice)`. Words hold
 * only letters and digits (searchWords), so nothing needs escaping. Starting a word, not anywhere in it:
 * "rice" must not find "Price", "tel" must not find "Hotel". The trigram index answers it.
 */
const wordPattern = (word: SearchWord) => `\\m(?:${word.alternatives.join('|')})`;

/** Typo tolerance ("chawl", "panner") for longer words: pg_trgm's word similarity, also index-backed. */
const FUZZY_MIN_LENGTH = 4;

/** Rows whose search text holds every word (or, for longer words, something close to it). */
export function matchesEvery(words: readonly SearchWord[], searchText: SQL | SQL.Aliased | unknown): SQL {
  const each = words.map((word) =>
    word.text.length >= FUZZY_MIN_LENGTH
      ? sql`(${searchText} ~ ${wordPattern(word)} or ${word.text} <% ${searchText})`
      : sql`${searchText} ~ ${wordPattern(word)}`,
  );
  return sql.join(each, sql` and `);
}

/**
 * How well a row matches: 2 per word found in the name, 1 per word found elsewhere (tags, category),
 * plus the trigram word similarity of the whole query to the name (close spellings and word order),
 * plus half a point when in stock, so what can be bought now comes first among equals.
 */
export function matchScore(
  words: readonly SearchWord[],
  columns: { name: unknown; searchText: unknown; stock?: unknown },
): SQL {
  const query = words.map((w) => w.text).join(' ');
  const perWord = words.map(
    (word) =>
      sql`(case when lower(${columns.name}) ~ ${wordPattern(word)} then 2 when ${columns.searchText} ~ ${wordPattern(word)} then 1 else 0 end)`,
  );
  const stock =
    columns.stock === undefined ? sql`0` : sql`(case when ${columns.stock} > 0 then 0.5 else 0 end)`;
  return sql`(${sql.join(perWord, sql` + `)} + word_similarity(${query}, lower(${columns.name})) + ${stock})`;
}
