import type { SearchWord } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AddedAfter, rankWithAdds } from './search-adds-sql.js';
import { packOrder, saysOpposite } from './search-describing-sql.js';
import {
  holds,
  MATCH,
  matchQuery,
  PREFIX_IN_NAME,
  partsOf,
  WHOLE_IN_NAME,
  wordQuery,
} from './search-tsquery-sql.js';

/**
 * The SQL half of the one search engine (decision 0041): every word must match (AND, any order); a match
 * is scored by how it matches, and the order is relevance, then in stock, then how often ordered.
 * Products are matched and scored through their full-text column (products.search_tsv, migration 0019),
 * shops by a regex over their few rows.
 *
 * Words hold only letters, marks and digits (searchWords), and synonyms only letters and spaces, so
 * nothing needs escaping; a space in a synonym ("coca cola") matches any run of non-letters ("Coca-Cola")
 * in a shop's regex, and the words next to each other in a product's tsquery.
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

/**
 * Shops whose search text holds every word at a word start (shops are few: a regex is enough). Products
 * are matched through their full-text column instead (productMatchesEvery).
 */
export function matchesEvery(words: readonly SearchWord[], searchText: SQL): SQL {
  return sql.join(
    words.map((word) => sql`${searchText} ~ ${prefixPattern(word)}`),
    sql` and `,
  );
}

/** The columns of products that search reads. */
export interface SearchColumns {
  /** products.search_tsv: the words of name (A), category and tags (B), GIN-indexed (migration 0019). */
  tsv: SQL;
  /** products.search_text: the same text lowercased, trigram-indexed, for close spellings (`<%`). */
  text: SQL;
}

/** Typo tolerance by trigrams only for longer words: pg_trgm's word similarity, index-backed. */
export const FUZZY_MIN_LENGTH = 4;

/** A word of a search's plan; `held` in a fuzzy search: a product holds it as typed, so it is not fuzzed. */
export type PlanWord = SearchWord & { held?: boolean };

/**
 * Products whose name, category or tags hold every word at a word start: one tsquery, answered by the
 * GIN index of search_tsv. `fuzzy` also takes, for longer words not `held`, something close to it
 * (pg_trgm `<%`): the engine's last resort, after the exact words and the corrected spelling found nothing.
 */
export function productMatchesEvery(words: readonly PlanWord[], columns: SearchColumns, fuzzy = false): SQL {
  if (!fuzzy) return holds(columns.tsv, matchQuery(words));
  const each = words.map((word) =>
    word.text.length >= FUZZY_MIN_LENGTH && !word.held
      ? sql`(${holds(columns.tsv, wordQuery(word, MATCH))} or ${word.text} <% ${columns.text})`
      : holds(columns.tsv, wordQuery(word, MATCH)),
  );
  return sql.join(each, sql` and `);
}

/**
 * Which lists of words some active product of `shopIds` holds every word of, as one text[] `held` of their
 * indexes: one probe a list, by the GIN index only, each stopping at the first product (the function
 * search_words_held, migration 0020). Asked only when a search found nothing: of each word alone, so that
 * its corrected spelling changes only the words nothing holds; of the query less a word, for a suggestion.
 */
export function listsHeld(lists: readonly (readonly SearchWord[])[], shopIds: readonly string[]): SQL {
  const labels = arrayLiteral(lists.map((_, i) => String(i)));
  const queries = arrayLiteral(lists.map(matchQuery));
  return sql`select search_words_held(${arrayLiteral(shopIds)}::uuid[], ${labels}::text[],
    ${queries}::tsquery[]) as held`;
}

/** A PostgreSQL array literal of texts, every element quoted (both drivers take it as one parameter). */
const arrayLiteral = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * The product's own kind is `products.name_kind` (migration 0012): the last word of its name before the
 * pack size ("Amul Toned Milk 500 ml" is milk; "Milky Mist Ghee" is ghee; "Atta Noodles" are noodles).
 * A word is the kind when one of its one-word alternatives, or its plural, is: a comparison, not a regex.
 */
export const kindsOf = (word: SearchWord): string[] => {
  const single = word.alternatives.map(partsOf).flatMap((parts) => (parts.length === 1 ? parts : []));
  return single.flatMap((a) => [a, `${a}s`, `${a}es`]);
};
const kindArray = (word: SearchWord) => `{${kindsOf(word).join(',')}}`;
const isKind = (word: SearchWord, kind: SQL) => sql`${kind} = any(${kindArray(word)}::text[])`;

/**
 * Whether the product is what the word names: its kind is a one-word alternative, or, for a phrase typed
 * ("safed chana", "washing powder"), its name holds one of the phrase's alternatives of several words whole
 * (Kabuli Chana, Detergent Powder; not Black Chana, tagged chickpeas, nor Liquid Detergent).
 */
function isWhatWordNames(word: SearchWord, columns: { tsv: SQL; kind: SQL; aliases: SQL }): SQL {
  const phrases = word.alternatives.filter((a) => partsOf(a).length > 1);
  const kind = sql`(${isKind(word, columns.kind)} or ${isAlias(word, columns.aliases)})`;
  if (!word.text.includes(' ') || phrases.length === 0) return kind;
  const named = wordQuery({ text: word.text, alternatives: phrases }, WHOLE_IN_NAME);
  return sql`(${kind} or ${holds(columns.tsv, named)})`;
}

/** An alias of the product is the word or one of its alternatives: what the operator said it is (issue 42). */
const isAlias = (word: SearchWord, aliases: SQL) =>
  sql`${aliases} ?| ${`{${word.alternatives.map((a) => `"${a}"`).join(',')}}`}::text[]`;

/**
 * Plus 6 when the product's category is named with a word of the lexicon's section of the word, or with
 * the word itself ("jeera" in Spices & Masala, not Jeera Samba Rice; "fruits" in Fresh Fruits, not a
 * Fruit & Nut bar). Only for a product not of the word's kind, so that the kind (20) stays above all.
 */
function inCategory(word: SearchWord, category: SQL): SQL {
  const words = [...(word.categories ?? []), ...kindsOf(word)].filter((w) => /^[a-z]+$/.test(w));
  if (words.length === 0) return sql``;
  // A group that captures nothing (?:): PostgreSQL's matcher tracked a capturing one's span in every row,
  // half as much CPU again (the 2,880 matches of "tea" in the 50,000-product shop: 11 ms against 7).
  return sql` + (case when lower(${category}) ~ ${`\\m(?:${[...new Set(words)].join('|')})\\M`} then 6 else 0 end)`;
}

/**
 * Plus 2 for each word of a phrase typed as one ("wheat flour") that the name holds whole: of the atta
 * products, Whole Wheat Atta before Multigrain Atta.
 */
function typedParts(word: SearchWord, tsv: SQL): SQL {
  const parts = (word.parts ?? []).filter(([part]) => part && part.length >= 3);
  if (parts.length < 2) return sql``;
  const each = parts.map((alternatives) => {
    const query = wordQuery({ text: alternatives[0]!, alternatives }, WHOLE_IN_NAME);
    return sql` + (case when ${holds(tsv, query)} then 2 else 0 end)`;
  });
  return sql.join(each, sql``);
}

/**
 * A whole word of the name: 5 for what was typed, 4 for only a synonym of it ("frooti mango": Frooti Mango
 * Drink before Frooti Aam Panna, aam being mango too). One test when the word has no synonyms.
 */
function wholeInName(word: SearchWord, tsv: SQL): SQL {
  const whole = holds(tsv, wordQuery(word, WHOLE_IN_NAME));
  const synonyms = new Set(word.wholeOnly ?? []);
  const typed = word.alternatives.filter((a) => !synonyms.has(a));
  if (synonyms.size === 0 || typed.length === 0) return sql`when ${whole} then 5`;
  const asTyped = holds(tsv, wordQuery({ text: word.text, alternatives: typed }, WHOLE_IN_NAME));
  return sql`when ${asTyped} then 5 when ${whole} then 4`;
}

/**
 * A product of the kind a brand stands for scores as a product of the kind typed (20): "maggi" is the masala
 * noodles first, and a word typed with the brand names that kind of its products before another kind
 * ("maggi masala": Masala Noodles, 5 + 20 + 5, before Ready Rajma Masala, 5 + 20; "surf excel liquid": the
 * Liquid Detergent before the Dishwash Liquid).
 */
const BRAND_KIND = 20;

/**
 * How well a matching row matches, per word: 20 when it is the product's kind, 5 for a whole word of the
 * name as typed (4 for a synonym's), 3 for a word of the name starting so, 1 when only the category or tags hold it; plus
 * BRAND_KIND when the name holds the kind the brand stands for. A fuzzy search adds ten times the trigram word
 * similarity, which is what ranks near-misses. Words of the name are weight A of search_tsv: no regex.
 */
export function relevance(
  words: readonly SearchWord[],
  columns: SearchColumns & { name: SQL; kind: SQL; category: SQL; aliases: SQL; packSize?: SQL },
  fuzzy = false,
): SQL {
  const perWord = words.map((word) => {
    const means = word.means
      ? sql` + (case when ${holds(columns.tsv, wordQuery({ text: word.means, alternatives: [word.means] }, PREFIX_IN_NAME))} then ${BRAND_KIND} else 0 end)`
      : sql``;
    return sql`(case when ${isWhatWordNames(word, columns)} then 20
      else (case ${wholeInName(word, columns.tsv)}
      when ${holds(columns.tsv, wordQuery(word, PREFIX_IN_NAME))} then 3 else 1 end)${inCategory(word, columns.category)} end${means}${typedParts(word, columns.tsv)}${saysOpposite(word, columns.tsv)})`;
  });
  const similarity = fuzzy
    ? sql` + 10 * word_similarity(${words.map((w) => w.text).join(' ')}, lower(${columns.name}))`
    : sql``;
  return sql`(${sql.join(perWord, sql` + `)}${similarity}${packOrder(words, columns)})`;
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
export function likeness(like: LikeProduct, columns: ProductColumns): SQL {
  const last = like.words.length - 1;
  const terms: SQL[] = like.words.map((word, i) =>
    i === last
      ? sql`(case when ${isKind(word, columns.kind)} then 20 else 0 end)`
      : sql`(case when ${holds(columns.tsv, wordQuery(word, WHOLE_IN_NAME))} then ${i === last - 1 ? 10 : 2} else 0 end)`,
  );
  if (like.packSize) terms.push(sql`(case when ${columns.packSize} = ${like.packSize} then 6 else 0 end)`);
  terms.push(sql`(case when ${columns.category} = ${like.category} then 2 else 0 end)`);
  return sql`least(${sql.join(terms, sql` + `)}, 99)`;
}

/** The columns of a product that search reads and ranks by. */
export interface ProductColumns extends SearchColumns {
  id: SQL;
  name: SQL;
  kind: SQL;
  stock: SQL;
  orderCount: SQL;
  packSize: SQL;
  category: SQL;
  /** products.aliases: other names of the product (jsonb array of lowercase words, issue 42). */
  aliases: SQL;
}

/** The columns of `products p`, as the search queries of both repositories name the table. */
export const PRODUCT_P: ProductColumns = {
  id: sql`p.id`,
  tsv: sql`p.search_tsv`,
  text: sql`p.search_text`,
  name: sql`p.name`,
  kind: sql`p.name_kind`,
  stock: sql`p.stock_quantity`,
  orderCount: sql`p.order_count`,
  packSize: sql`p.pack_size`,
  category: sql`p.category`,
  aliases: sql`p.aliases`,
};

/**
 * The order within one relevance tier: in stock first, then how often ordered (capped so it never outweighs
 * stock). The last term of matchScore, and products_kind_rank_idx's expression (migration 0035), written alike.
 */
export const rankInKind = (columns: ProductColumns) =>
  sql`((${columns.stock} > 0)::int * 100000 + least(${columns.orderCount}, 99999))`;

/**
 * One number that orders matches: relevance first, then likeness to a product replacements are sought
 * for, then in stock, then how often ordered (capped so it never outweighs stock), nudged by what
 * customers added after the same query (rankWithAdds). Larger is better; exact in a float8 (integers up
 * to 2^53; a fuzzy search's similarity is rounded to 3 places first).
 */
export function matchScore(
  words: readonly SearchWord[],
  columns: ProductColumns,
  fuzzy = false,
  like: SQL = sql`0`,
  added?: AddedAfter,
): SQL {
  const relevant = words.length > 0 ? relevance(words, columns, fuzzy) : sql`0`;
  const rounded = fuzzy ? sql`round((${relevant})::numeric, 3)::float8` : sql`(${relevant})::float8`;
  const rank = added && added.productIds.length > 0 ? rankWithAdds(columns, added) : rankInKind(columns);
  return sql`(${rounded} * 100000000 + (${like}) * 1000000 + ${rank})`;
}

/**
 * The word whose kind alone orders a search's best, or null: one word that no brand rule lifts (`means`)
 * nor an opposite lowers (`unlike`), nor asking for a pack size (`packs`).
 * Then every product of that kind scores 8, above any other (5 at most), and the kind's products are
 * ordered among themselves by rankInKind, name_sort and id: what products_kind_rank_idx holds (migration 0035).
 */
export function kindTierWord(words: readonly SearchWord[]): SearchWord | null {
  const [word, ...more] = words;
  const single =
    word && more.length === 0 && !word.means && !word.unlike && !word.packs && !word.text.includes(' ');
  return single && kindsOf(word).length > 0 ? word : null;
}
