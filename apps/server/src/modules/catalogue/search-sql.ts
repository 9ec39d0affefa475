import type { SearchWord } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * PostgreSQL regex for "a word starting with any alternative": `\m(?:chawal|chaawal|rice)`. Words hold
 * only letters and digits (searchWords), so nothing needs escaping. Starting a word, not anywhere in it:
 * "rice" must not find "Price", "tel" must not find "Hotel". The trigram index answers it.
 */
const wordPattern = (word: SearchWord) => `\\m(?:${word.alternatives.join('|')})`;

/** Typo tolerance ("chawl", "panner") only for longer words: pg_trgm's word similarity, index-backed. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Rows whose search text holds every word. `fuzzy` also takes, for longer words, something close to it:
 * callers try exact first and fuzzy only when exact finds nothing, since fuzzy costs a second index scan
 * and a similarity per candidate row.
 */
export function matchesEvery(words: readonly SearchWord[], searchText: SQL, fuzzy = false): SQL {
  const each = words.map((word) =>
    fuzzy && word.text.length >= FUZZY_MIN_LENGTH
      ? sql`(${searchText} ~ ${wordPattern(word)} or ${word.text} <% ${searchText})`
      : sql`${searchText} ~ ${wordPattern(word)}`,
  );
  return sql.join(each, sql` and `);
}

/**
 * How well a matching row matches: 2 per word found in the name (1 when only in tags or category), half a
 * point when in stock, then shorter names first (closer to what was typed). A fuzzy search adds the
 * trigram word similarity of the query to the name, which is what ranks near-misses.
 */
export function matchScore(
  words: readonly SearchWord[],
  columns: { name: SQL; stock: SQL },
  fuzzy = false,
): SQL {
  const perWord = words.map(
    (word) => sql`(case when lower(${columns.name}) ~ ${wordPattern(word)} then 2 else 1 end)`,
  );
  const similarity = fuzzy
    ? sql` + word_similarity(${words.map((w) => w.text).join(' ')}, lower(${columns.name}))`
    : sql``;
  return sql`(${sql.join(perWord, sql` + `)} + (case when ${columns.stock} > 0 then 0.5 else 0 end)
    - length(${columns.name}) / 1000.0${similarity})`;
}
