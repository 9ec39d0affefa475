import type { SearchWord } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL half of the one search engine (decision 0041): every word must match (AND, any order); a match
 * is scored by how it matches, and the order is relevance, then in stock, then how often ordered.
 *
 * Words hold only letters, marks and digits (searchWords), and synonyms only letters and spaces, so
 * nothing needs escaping; a space in a synonym ("coca cola") matches any run of non-letters ("Coca-Cola").
 */
const alternativesOf = (word: SearchWord) =>
  `(?:${inLatin(word)
    .map((a) => a.replaceAll(' ', '[^[:alnum:]]*'))
    .join('|')})`;

/**
 * The alternatives as product texts hold them: names and tags are in Latin letters, so a Devanagari word
 * is searched by its Latin synonyms only. A branch without trigrams (pg_trgm reads Devanagari as no
 * letters) would make the whole pattern unindexable: every search a scan of the table.
 */
function inLatin(word: SearchWord): string[] {
  const latin = word.alternatives.filter((a) => /^[a-z0-9 ]+$/.test(a));
  return latin.length > 0 ? latin : word.alternatives;
}

/** A word starting with any alternative: "rice" must not find "Price", "tel" must not find "Hotel". */
const prefixPattern = (word: SearchWord) => `\\m${alternativesOf(word)}`;
/** The whole word (or its plural): "salt" is Tata Salt, not Salted Crackers. */
const wholePattern = (word: SearchWord) => `\\m${alternativesOf(word)}(?:e?s)?\\M`;
/**
 * The product's own kind is `products.name_kind` (migration 0012): the last word of its name before the
 * pack size ("Amul Toned Milk 500 ml" is milk; "Milky Mist Ghee" is ghee; "Atta Noodles" are noodles).
 * A word is the kind when one of its one-word alternatives, or its plural, is: a comparison, not a regex.
 */
const kindArray = (word: SearchWord) => {
  const single = inLatin(word).filter((a) => !a.includes(' '));
  return `{${single.flatMap((a) => [a, `${a}s`, `${a}es`]).join(',')}}`;
};
const isKind = (word: SearchWord, kind: SQL) => sql`${kind} = any(${kindArray(word)}::text[])`;

/** Typo tolerance by trigrams only for longer words: pg_trgm's word similarity, index-backed. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Rows whose search text holds every word. `fuzzy` also takes, for longer words, something close to it
 * (pg_trgm `<%`): the engine's last resort, after the exact words and the corrected spelling found nothing.
 */
export function matchesEvery(words: readonly SearchWord[], searchText: SQL, fuzzy = false): SQL {
  const each = words.map((word) =>
    fuzzy && word.text.length >= FUZZY_MIN_LENGTH
      ? sql`(${searchText} ~ ${prefixPattern(word)} or ${word.text} <% ${searchText})`
      : sql`${searchText} ~ ${prefixPattern(word)}`,
  );
  return sql.join(each, sql` and `);
}

/**
 * How well a matching row matches, per word: 8 when it is the product's kind, 5 for a whole word of the
 * name, 3 for a word of the name starting so, 1 when only the category or tags hold it; plus 3 when a brand
 * alone names the kind it means ("maggi" → the noodles). A fuzzy search adds ten times the trigram word
 * similarity, which is what ranks near-misses.
 */
export function relevance(words: readonly SearchWord[], name: SQL, kind: SQL, fuzzy = false): SQL {
  const lowerName = sql`lower(${name})`;
  const perWord = words.map((word) => {
    const means = word.means
      ? sql` + (case when ${lowerName} ~ ${`\\m${word.means}`} then 3 else 0 end)`
      : sql``;
    return sql`(case when ${isKind(word, kind)} then 8
      when ${lowerName} ~ ${wholePattern(word)} then 5
      when ${lowerName} ~ ${prefixPattern(word)} then 3 else 1 end${means})`;
  });
  const similarity = fuzzy
    ? sql` + 10 * word_similarity(${words.map((w) => w.text).join(' ')}, ${lowerName})`
    : sql``;
  return sql`(${sql.join(perWord, sql` + `)}${similarity})`;
}

/** The product replacements are sought for: the words of its name in order (sizes left out), its pack. */
export interface LikeProduct {
  words: readonly SearchWord[];
  packSize: string | null;
  category: string;
}

/**
 * How much a product is like `like`, 0–99. A name says what the thing is at its end: 20 for the same kind
 * (its last word as the other's kind: "Toor Dal" → dal), 10 for its word before ("toor"), 2 for each other
 * word (the brand); 6 for the same pack size, 2 for the same category. So another brand's Toor Dal 500 g
 * comes before the same brand's Moong Dal, and before other sizes of the item itself.
 */
export function likeness(
  like: LikeProduct,
  columns: { name: SQL; kind: SQL; packSize: SQL; category: SQL },
): SQL {
  const lowerName = sql`lower(${columns.name})`;
  const last = like.words.length - 1;
  const terms: SQL[] = like.words.map((word, i) =>
    i === last
      ? sql`(case when ${isKind(word, columns.kind)} then 20 else 0 end)`
      : sql`(case when ${lowerName} ~ ${wholePattern(word)} then ${i === last - 1 ? 10 : 2} else 0 end)`,
  );
  if (like.packSize) terms.push(sql`(case when ${columns.packSize} = ${like.packSize} then 6 else 0 end)`);
  terms.push(sql`(case when ${columns.category} = ${like.category} then 2 else 0 end)`);
  return sql`least(${sql.join(terms, sql` + `)}, 99)`;
}

/**
 * One number that orders matches: relevance first, then likeness to a product replacements are sought
 * for, then in stock, then how often ordered (capped so it never outweighs stock). Larger is better; exact
 * in a float8.
 */
export function matchScore(
  words: readonly SearchWord[],
  columns: { name: SQL; kind: SQL; stock: SQL; orderCount: SQL },
  fuzzy = false,
  like: SQL = sql`0`,
): SQL {
  const relevant = words.length > 0 ? relevance(words, columns.name, columns.kind, fuzzy) : sql`0`;
  return sql`(round((${relevant})::numeric, 3) * 100000000 + (${like}) * 1000000
    + (case when ${columns.stock} > 0 then 100000 else 0 end) + least(${columns.orderCount}, 99999))`;
}
