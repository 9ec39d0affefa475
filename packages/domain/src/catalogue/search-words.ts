import { packsOf, sizeForWhom, unlikeOf } from './lexicon/describing-rules.js';
import { withDishesRead } from './lexicon/dishes.js';
import { LEXICON_WORDS, LITTLE_WORDS, LONGEST_PHRASE } from './lexicon/lexicon.js';
import {
  brandOf,
  compoundsEndingIn,
  inLatinLetters,
  isKnownPhrase,
  kindsFound,
  lexiconGroupOf,
  type ProductLine,
  productLineOf,
} from './lexicon/lexicon-lookup.js';
import { withUsesRead } from './lexicon/uses.js';
import { correctedWord, setKnownWords } from './search-correction.js';
import { latinDigits, SIZE_TOKEN, sizeAlternatives, sizeTokens } from './search-sizes.js';
import { BRAND_MEANS, SEARCH_PHRASES, SYNONYM_GROUPS } from './search-synonyms.js';
import type { ShopVocabulary } from './shop-vocabulary.js';
import { digitSplit, NUMBER_WORDS, pluralOf, possessive, singularOf } from './word-forms.js';

export { BRAND_MEANS, SEARCH_PHRASES, SYNONYM_GROUPS };

/** Little words of Hindi and English that say nothing about the product ("sarson ka tel", "pack of"). */
const STOP_WORDS = LITTLE_WORDS;

const groupOf = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) groupOf.set(word, group);
/** Every word of the synonym table and the brands: known words, never corrected into anything else. */
export const TABLE_WORDS: readonly string[] = [
  ...SYNONYM_GROUPS.flat().flatMap((w) => w.split(' ')),
  ...Object.keys(BRAND_MEANS).flatMap((brand) => brand.split(' ')),
];
setKnownWords([...TABLE_WORDS, ...LEXICON_WORDS]);

/** The lexicon's section of words that describe a thing rather than name it (describing.ts). */
const DESCRIBING_SECTION = 'describing';

/** At most this many words of a query count; the rest are ignored. */
export const MAX_SEARCH_WORDS = 6;

export interface SearchWord {
  /** The word as read, lowercase (a phrase's meaning word; a plural's singular stays an alternative). */
  text: string;
  /** The word and every word that means the same; a product matches when it holds any of them. */
  alternatives: string[];
  /**
   * For a brand: the kind people mean by it, ranked first among the brand's products and named by the other
   * words typed with it ("maggi masala": Maggi's masala noodles, not its rajma masala). For a for-whom word,
   * the size it means (newborn: small), ranked first the same way.
   */
  means?: string;
  /**
   * Alternatives matched only as whole words (or their plural): the synonyms, not what was typed. A
   * synonym as a prefix found too much ("til", sesame, found Tilda rice).
   */
  wholeOnly?: string[];
  /** Words a shop's category of this kind of thing is named with (the lexicon's section): ranked first. */
  categories?: string[];
  /**
   * For a phrase typed as one word ("gehun ka atta"): each of its words with what it means (gehun: wheat),
   * so the product holding more of them ranks first (Whole Wheat Atta before Multigrain Atta).
   */
  parts?: string[][];
  /** The lexicon or the brands know the word: never spelled otherwise ("hing" is not Ching's). */
  known?: boolean;
  /**
   * The word only describes the thing (a colour, for whom, washed, big): when no product holds every word,
   * search may leave it out ("bachon ke diaper" → diaper; see optionalWords).
   */
  describes?: boolean;
  /** Words a name says the opposite with ("light": full cream, OPPOSITES): such a product ranks below. */
  unlike?: string[];
  /** The packs the word asks for first ("big": the larger; PACK_SIZES), never leaving a size out. */
  packs?: 'larger' | 'smaller';
}

/**
 * The query as the engine reads it: lowercase, Unicode-normalised (NFC, so a Devanagari word typed with
 * another keyboard's sequence still matches), phrases replaced by their meaning, little words dropped.
 */
export function normaliseQuery(query: string): string {
  let lower = latinDigits(query.normalize('NFC').toLowerCase());
  // Sizes first, whatever their spelling: "500gm" and "0.5 kg" are the token 500g.
  for (const { text, token } of sizeTokens(lower)) lower = lower.replace(text, ` ${token} `);
  let text = ` ${(lower.match(TOKEN) ?? []).join(' ')} `;
  for (const [phrase, meaning] of TABLE_PHRASES) text = text.replaceAll(` ${phrase} `, ` ${meaning} `);
  return joinedPhrases(withDishesRead(withUsesRead(text.split(' ').filter(Boolean))))
    .filter((w) => !STOP_WORDS.has(w))
    .join(' ');
}

/**
 * The synonym table's phrases where the lexicon does not read them itself ("washing powder" is detergent
 * powder to the lexicon, only "detergent" to the table), with their meanings. Both tables are fixed, so
 * the phrases are keyed once here: keying each for every query was half the CPU of reading one.
 */
const TABLE_PHRASES: readonly (readonly [phrase: string, meaning: string])[] = Object.entries(
  SEARCH_PHRASES,
).filter(([phrase]) => !isKnownPhrase(phrase.split(' ')));

/** A size token, or a run of letters with their marks, and digits. */
const TOKEN = /\d+(?:\.\d+)?(?:g|ml|pcs)(?![\p{L}\p{N}])|[\p{L}\p{M}\p{N}]+/gu;

/**
 * The words with the lexicon's phrases and the brands made one word each, joined by "+" ("shimla mirch",
 * "tooth paste", "7 up"), longest first; little words inside a phrase are kept ("sarson ka tel").
 */
function joinedPhrases(words: readonly string[]): string[] {
  const out: string[] = [];
  let spelled: string[] | undefined;
  for (let i = 0; i < words.length; ) {
    let taken = 1;
    for (let n = Math.min(LONGEST_PHRASE + 1, words.length - i); n >= 2; n--) {
      const run = words.slice(i, i + n);
      if (STOP_WORDS.has(run[0]!) || STOP_WORDS.has(run.at(-1)!) || run.some((w) => SIZE_TOKEN.test(w)))
        continue;
      if (isKnownPhrase(run)) {
        taken = n;
        break;
      }
      const digits = run.map((w) => NUMBER_WORDS[w] ?? w);
      if (digits.some((w, j) => w !== run[j]) && isKnownPhrase(digits)) {
        taken = n;
        spelled = digits;
        break;
      }
    }
    out.push((spelled ?? words.slice(i, i + taken)).join('+'));
    spelled = undefined;
    i += taken;
  }
  return out;
}

function searchWord(token: string): SearchWord {
  const text = token.replaceAll('+', ' ');
  if (SIZE_TOKEN.test(text)) return { text, alternatives: sizeAlternatives(text) };
  const singular = singularOf(text);
  const plural = pluralOf(text);
  const typed = [text, ...(singular ? [singular] : []), ...(plural ? [plural] : [])];
  // "mcvities" is McVitie's: a plural's s alone dropped too.
  if (/^[a-z]{5,}s$/.test(text) && !text.endsWith('ss')) typed.push(text.slice(0, -1));
  const latin = inLatinLetters(text);
  if (latin !== text && latin.length >= 3) typed.push(latin);
  const lexicon = typed.map(lexiconGroupOf).find(Boolean);
  // The synonym table only where the lexicon does not know the word: its groups are wider ("chana" and
  // chickpeas), the lexicon's tell kabuli chana from black chana.
  const group = lexicon ? [] : (groupOf.get(text) ?? (singular ? groupOf.get(singular) : undefined) ?? []);
  const brand = typed.map(brandOf).find(Boolean);
  // A brand named with its possessive s as one word ("haldirams") is also written with it apart.
  const brandForms = brand ? [brand, ...(/^[a-z]{5,}s$/.test(brand) ? [brand.slice(0, -1)] : [])] : [];
  const named = [...(lexicon?.written ?? []), ...kindsFound(lexicon), ...brandForms];
  // A name typed as several words is also matched written as one ("mamy poko" is MamyPoko).
  const joined = [text, ...(brand ? [brand] : [])]
    .filter((a) => a.includes(' '))
    .map((a) => a.replaceAll(' ', ''));
  // "paste" is the end of toothpaste: a word typed for the last part of a compound written as one word.
  const compounds = text.includes(' ') ? [] : compoundsEndingIn(text);
  const synonyms = [...group, ...named, ...joined, ...compounds, ...digitSplit(text), ...possessive(text)];
  const alternatives = [...new Set([...typed, ...synonyms])];
  const wholeOnly = alternatives.filter((a) => !typed.includes(a) && /^[a-z0-9 ]+$/.test(a));
  const word: SearchWord = { text, alternatives };
  if (wholeOnly.length > 0) word.wholeOnly = wholeOnly;
  if (lexicon) word.categories = [...lexicon.categoryWords];
  // A word the synonym table reads as a brand ("coke": coca cola) is known as the brand is.
  if (lexicon || brand || group.some((w) => /^[a-z0-9 ]+$/.test(w) && brandOf(w) !== undefined))
    word.known = true;
  if (lexicon?.section === DESCRIBING_SECTION) word.describes = true;
  if (text.includes(' ')) word.parts = phraseParts(text);
  // A word the lexicon knows is that thing, not a brand it sounds like ("संतरा", orange, is not Santoor); a
  // for-whom word of it may mean a size: a newborn's diapers are the small ones.
  const means = lexicon ? sizeForWhom(text) : (BRAND_MEANS[text] ?? (brand ? BRAND_MEANS[brand] : undefined));
  if (means) word.means = means;
  if (unlikeOf(text, lexicon).length > 0) word.unlike = [...unlikeOf(text, lexicon)];
  const packs = packsOf(lexicon);
  if (packs) word.packs = packs;
  return word;
}

/** Each word of a phrase (little words left out) with the single Latin words of its lexicon group. */
const phraseParts = (text: string) =>
  text
    .split(' ')
    .filter((part) => !STOP_WORDS.has(part))
    .map((part) => [
      ...new Set([part, ...(lexiconGroupOf(part)?.latin ?? []).filter((w) => /^[a-z]+$/.test(w))]),
    ]);

/** "Toor  DAL, 1kg" → words toor (with arhar…), dal (with daal, dhal, lentil…), 1kg. */
export function searchWords(query: string): SearchWord[] {
  const words = normaliseQuery(query).split(' ').filter(Boolean);
  return withProductLines([...new Set(words)].slice(0, MAX_SEARCH_WORDS));
}

/** The most words a brand's product line is typed with after its brand ("hide and seek" is three). */
const LONGEST_LINE = 4;

/**
 * Each word read, a brand's product line typed after it ("amul taaza", "colgate maxfresh"; PRODUCT_LINES)
 * read as two words: the brand, meaning the line's kind, and the line, found as typed or as that kind, so
 * a shop that does not name the line still answers with the brand's products of its kind.
 */
function withProductLines(tokens: readonly string[]): SearchWord[] {
  const out: SearchWord[] = [];
  const text = (from: number, to: number) => tokens.slice(from, to).join(' ').replaceAll('+', ' ');
  for (let i = 0; i < tokens.length; i++) {
    let taken = 0;
    let line: ProductLine | undefined;
    for (let n = Math.min(LONGEST_LINE + 1, tokens.length - i); n >= 1 && !line; n--) {
      line = productLineOf(text(i, i + n));
      if (line) taken = n;
    }
    if (!line) {
      out.push(searchWord(tokens[i]!));
      continue;
    }
    out.push({ ...searchWord(line.brand.replaceAll(' ', '+')), means: line.kind }, lineWord(line));
    i += taken - 1;
    if (tokens[i + 1] && namesLinesKind(tokens[i + 1]!, line)) i++;
  }
  return out;
}

/**
 * Whether a word typed after a product line only says what the line is, the general word of its kind's
 * section ("good day biscuit", "red label chai"): "biscuits" names the snacks' category as "cookies" does.
 */
function namesLinesKind(token: string, { kind }: ProductLine): boolean {
  const section = lexiconGroupOf(kind.split(' ').at(-1)!)?.section;
  const group = lexiconGroupOf(token.replaceAll('+', ' '));
  if (!section || group?.section !== section) return false;
  return group.english.some(
    (word) => group.categoryWords.includes(word) || group.categoryWords.includes(`${word}s`),
  );
}

/** A product line's word: its name as typed (and joined), or its kind, a whole phrase. */
function lineWord({ line, kind }: ProductLine): SearchWord {
  const alternatives = [...new Set([line, line.replaceAll(' ', ''), kind])];
  return { text: line, alternatives, wholeOnly: alternatives.filter((a) => a !== line), known: true };
}

/**
 * The query with each word the shop's vocabulary does not know replaced by the known word it is one or
 * two keystrokes from ("mlik" → milk, "panner" → paneer), or null when no word changed. A word that is a
 * known word, a phrase's meaning or a number is kept as typed, and so is a word `found` says the shop's
 * products hold: in "bred gold" gold is a product line, not a slip for "cold".
 */
export function correctedQuery(
  query: string,
  found: (word: string) => boolean = () => false,
  shopWords?: ShopVocabulary,
): string | null {
  const words = normaliseQuery(query).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  let changed = false;
  const corrected = words.map((word) => {
    const fixed = found(word) ? null : correctedAnyhow(word, shopWords);
    if (fixed && fixed !== word) changed = true;
    return fixed ?? word;
  });
  return changed ? corrected.join(' ').replaceAll('+', ' ') : null;
}

/**
 * The words of the query that correctedQuery could change (a word it keeps as typed whatever the shop
 * holds is not among them): the only ones whose `found` answer matters, so the only ones to look up.
 */
export function correctableWords(query: string, shopWords?: ShopVocabulary): Set<string> {
  const words = normaliseQuery(query).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return new Set(words.filter((word) => (correctedAnyhow(word, shopWords) ?? word) !== word));
}

/**
 * A word's correction: to a word the lexicon knows, unless the shop's products do not hold that word and
 * hold one the typo is as near ("sandle" in a shop of Mysore Sandal soap, not candle); else to the shop's
 * own words. A word the lexicon or the brands know is what it is ("hing" is not Ching's).
 */
function correctedAnyhow(word: string, shopWords: ShopVocabulary | undefined): string | null {
  const known = correctedWord(word);
  if (!shopWords || word.includes('+') || (known && shopWords.has(known))) return known;
  if (!known && searchWord(word).known) return null;
  return shopWords.corrected(word) ?? known;
}

/** The Indian words for what a product's name says in English ("Basmati Rice" → chawal, chaawal). */
export function indianWordsFor(name: string): string[] {
  const lower = ` ${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const found = new Set<string>();
  for (const group of SYNONYM_GROUPS) {
    if (!group.some((word) => lower.includes(` ${word} `))) continue;
    for (const word of group) if (/^[a-z]+$/.test(word) && !lower.includes(` ${word} `)) found.add(word);
  }
  return [...found];
}
