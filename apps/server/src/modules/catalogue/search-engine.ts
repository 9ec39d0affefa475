import {
  correctableWords,
  correctedQuery,
  type SearchWord,
  type ShopVocabulary,
  searchWords,
  type TaughtWords,
  withOneWordFewer,
  withPhrasesApart,
  withTaught,
} from '@jhola/domain';
import { FUZZY_MIN_LENGTH, type PlanWord } from './search-sql.js';

/**
 * How a search was answered: the words as typed, the corrected spelling ("mlik" → milk), or, when neither
 * found anything, close spellings by trigram similarity; last, the query without the words a customer may
 * do without ("dhuli urad" → urad, "pyaaz 2 kg" → onion: fewerPlanOf).
 */
export type SearchMode = 'exact' | 'corrected' | 'fuzzy' | 'fewer';
export const SEARCH_MODES: readonly SearchMode[] = ['exact', 'corrected', 'fuzzy', 'fewer'];

export interface SearchPlan {
  mode: SearchMode;
  words: PlanWord[];
  fuzzy: boolean;
  /**
   * Shown as "Did you mean": the corrected query the results are for; for an empty answer, a query with a
   * word fewer that finds something (fewerWords). Null when answered as typed, or when nothing helps.
   */
  didYouMean: string | null;
}

/** Which lists of words (by index) the products searched hold every word of, each list on its own. */
export type ListsFound = (lists: readonly (readonly SearchWord[])[]) => Promise<ReadonlySet<number>>;

/** Which of the words (by their text) the products searched hold, each on its own. */
type WordsFound = (words: readonly SearchWord[]) => Promise<ReadonlySet<string>>;

/**
 * The words and flags of one mode of a query (the same every time: later pages keep their mode). The
 * corrected spelling keeps the words in `held` as typed: "bred gold" is bread gold, not bread cold.
 */
export function planFor(
  query: string,
  mode: SearchMode,
  held: ReadonlySet<string> = new Set(),
  { taught = NOTHING_TAUGHT, shopWords }: { taught?: TaughtWords; shopWords?: ShopVocabulary } = {},
): SearchPlan {
  const words = (text: string) => withTaught(searchWords(text), taught);
  if (mode === 'corrected') {
    // A word the operator taught is a word, not a slip.
    const corrected = correctedQuery(query, (word) => held.has(word) || taught.has(word), shopWords);
    if (corrected) return { mode, words: words(corrected), fuzzy: false, didYouMean: corrected };
  }
  return { mode, words: words(query), fuzzy: mode === 'fuzzy', didYouMean: null };
}

/**
 * What a search may know beyond the lexicon: the words the operator taught, and the shop's own words
 * (read only when the words as typed found nothing), to correct typos of words only the shop holds.
 */
export interface SearchAids {
  taught?: TaughtWords;
  shopWords?: () => Promise<ShopVocabulary>;
}

/**
 * No word taught: the plans of a search that does not ask (replacements, tests).
 * module-state: an empty map no one writes, the same for every app.
 */
const NOTHING_TAUGHT: TaughtWords = new Map();

/** Which of the words the products hold: each word asked of the database at most once a search. */
function heldWords(listsFound: ListsFound): WordsFound {
  const known = new Map<string, boolean>();
  return async (words) => {
    const unknown = words.filter((word) => !known.has(word.text));
    if (unknown.length > 0) {
      const found = await listsFound(unknown.map((word) => [word]));
      for (const [i, word] of unknown.entries()) known.set(word.text, found.has(i));
    }
    return new Set(words.filter((word) => known.get(word.text)).map((word) => word.text));
  };
}

/** Which of the words the products hold, asked only of those a correction could change ("rice" never is). */
function heldOf(
  query: string,
  words: readonly SearchWord[],
  wordsFound: WordsFound,
  shopWords?: ShopVocabulary,
) {
  const correctable = correctableWords(query, shopWords);
  const asked = words.filter((word) => correctable.has(word.text));
  return asked.length > 0 ? wordsFound(asked) : Promise.resolve(new Set<string>());
}

/**
 * The close-spellings plan: trigrams only for the longer words that no product holds as typed. A word
 * the products hold already matches every word starting with it, so its close spellings would only add
 * near-misses ("tea natural" is not "team naturals"), each a trigram test of every candidate row. Null
 * when no word is left to spell otherwise: then the words as typed were the answer, and it was nothing.
 */
async function fuzzyPlanOf(
  query: string,
  wordsFound: WordsFound,
  taught: TaughtWords | undefined,
): Promise<SearchPlan | null> {
  const plan = planFor(query, 'fuzzy', new Set(), { taught });
  // A word the lexicon knows is what it is: "hing" found nothing, not Ching's noodles.
  const longer = plan.words.filter((word) => word.text.length >= FUZZY_MIN_LENGTH && !word.known);
  const held = longer.length > 0 ? await wordsFound(longer) : new Set<string>();
  if (longer.every((word) => held.has(word.text))) return null;
  const isHeld = (word: SearchWord) => held.has(word.text) || word.known;
  return { ...plan, words: plan.words.map((word) => (isHeld(word) ? { ...word, held: true } : word)) };
}

/**
 * When every word together found nothing, the query less the words a customer may do without, tried in
 * turn, the first that some product holds answering (its text in `didYouMean`, as a corrected spelling's):
 * - first the query with every slip corrected, even a slip some product holds as the start of a word
 *   ("coffe powder": coffe starts coffee, so the corrected mode kept it; coffee powder is the coffee);
 * - the words that neither the lexicon, the brands, the operator nor any product of the shop knows
 *   ("dhuli urad", "diapers small size": size goes, small stays), then with them the words that only
 *   describe ("bachon ke diaper", "safed");
 * - a phrase no product holds whole, read as its words, then less its last ones ("marie gold" → marie,
 *   "mtr ready to eat" → mtr ready: withPhrasesApart);
 * - then one word less, in withOneWordFewer's order: a pack size no pack has first ("pyaaz 2 kg" →
 *   onion), then a word the table does not know, a brand, a thing ("malai paneer" → paneer), as long as
 *   what is left names a thing or a brand: "hing powder" is never "powder", and only pack sizes never stay.
 * Null when no choice finds anything: the answer is empty, as it was (fewerWords then suggests).
 */
async function fewerPlanOf(
  query: string,
  wordsFound: WordsFound,
  listsFound: ListsFound,
  { taught, shopWords }: { taught?: TaughtWords; shopWords?: ShopVocabulary },
): Promise<SearchPlan | null> {
  const { words } = planFor(query, 'fewer', new Set(), { taught });
  const respelt = correctedQuery(query, (word) => taught?.has(word) ?? false, shopWords);
  const respeltWords = respelt ? planFor(respelt, 'fewer', new Set(), { taught }).words : null;
  const choices = [...(respeltWords ? [respeltWords] : []), ...(await lessOf(words, wordsFound))];
  if (choices.length === 0) return null;
  const found = await listsFound(choices);
  const first = choices.find((_, i) => found.has(i));
  return first
    ? { mode: 'fewer', words: first, fuzzy: false, didYouMean: first.map((word) => word.text).join(' ') }
    : null;
}

/** The query's words less those a customer may do without, in fewerPlanOf's order (the query not among them). */
async function lessOf(words: readonly SearchWord[], wordsFound: WordsFound): Promise<SearchWord[][]> {
  if (words.length < 2 && !words.some((word) => word.text.includes(' '))) return [];
  const unknown = words.filter((word) => !word.known && !word.describes && !isSizeWord(word));
  const held = unknown.length > 0 ? await wordsFound(unknown) : new Set<string>();
  const nobodyKnows = (word: SearchWord) => unknown.includes(word) && !held.has(word.text);
  const described = words.filter((word) => !nobodyKnows(word));
  const optional = described.filter((word) => !word.describes);
  const lighter = [described, ...(optional.length < described.length ? [optional] : [])];
  return [
    ...lighter.filter((less) => less.length < words.length && namesSomething(less)),
    ...withPhrasesApart(words).filter(namesSomething),
    ...(words.length > FEWER_WORDS_MAX ? [] : withOneWordFewer(words).filter(namesSomething)),
  ].map((less) => stillUnlike(less, words));
}

/**
 * The words left, still ranking below what a word left out says the opposite of: "light milk" found
 * nothing light, so it answers the milks, full cream last; and still asking for the packs it asked for
 * ("big pack atta": the atta, larger packs first).
 */
function stillUnlike(less: SearchWord[], words: readonly SearchWord[]): SearchWord[] {
  const left = words.filter((word) => !less.includes(word));
  const unlike = left.flatMap((word) => word.unlike ?? []);
  const packs = less.some((word) => word.packs) ? undefined : left.find((word) => word.packs)?.packs;
  const [first, ...rest] = less;
  if ((unlike.length === 0 && !packs) || !first) return less;
  const still: SearchWord = { ...first, ...(packs ? { packs } : {}) };
  if (unlike.length > 0) still.unlike = [...new Set([...(first.unlike ?? []), ...unlike])];
  return [still, ...rest];
}

/** Whether words left after others went still name a thing or a brand (not only "powder", nor a size). */
const namesSomething = (words: readonly SearchWord[]) =>
  words.some((word) => word.known && !word.describes && !isSizeWord(word));

/** A pack size ("500g"): its alternatives are sizes, never a word to leave out. */
const isSizeWord = (word: SearchWord) => /^\d/.test(word.text);

/** The plan of a later page: its first page's mode, the corrected spelling made the same way. */
export async function planOfMode(
  query: string,
  mode: SearchMode,
  listsFound: ListsFound,
  { taught, shopWords }: SearchAids = {},
): Promise<SearchPlan> {
  const wordsFound = heldWords(listsFound);
  if (mode === 'fewer') {
    const plan = await fewerPlanOf(query, wordsFound, listsFound, { taught, shopWords: await shopWords?.() });
    return plan ?? planFor(query, 'exact', new Set(), { taught });
  }
  if (mode === 'fuzzy') {
    return (await fuzzyPlanOf(query, wordsFound, taught)) ?? planFor(query, mode, new Set(), { taught });
  }
  if (mode !== 'corrected') return planFor(query, mode, new Set(), { taught });
  const vocabulary = await shopWords?.();
  const held = await heldOf(query, searchWords(query), wordsFound, vocabulary);
  return planFor(query, mode, held, { taught, shopWords: vocabulary });
}

/**
 * Suggestions drop one word at a time from queries of at most this many words. Each choice is a probe of
 * its words together, ~1.5 ms for pack words ("5", "kg" start thousands of words): "gold atta 5 kg select"
 * cost 7 ms more for five choices, and a customer who typed five words has said what they want.
 */
const FEWER_WORDS_MAX = 4;

/**
 * When nothing holds every word, the query less one word that finds something, as a "Did you mean" ("amul
 * paneer" in a shop without Amul's paneer: "paneer"), tried in withOneWordFewer's order; null when none
 * does. One probe of every choice.
 */
async function fewerWords(words: readonly SearchWord[], listsFound: ListsFound): Promise<string | null> {
  const choices = words.length > FEWER_WORDS_MAX ? [] : withOneWordFewer(words);
  if (choices.length === 0) return null;
  const found = await listsFound(choices);
  const first = choices.find((_, i) => found.has(i));
  return first ? first.map((word) => word.text).join(' ') : null;
}

/**
 * The one search engine of the shop page, cross-shop search and replacements: runs `find` with the words
 * as typed; when that finds nothing (`found` false), with the corrected spelling of the words the products
 * do not hold on their own (`listsFound`); then with close spellings of the longer words they do not hold;
 * then without the words a customer may do without (fewerPlanOf).
 * The first mode that finds something answers. When none does, the answer is empty and its "Did you mean"
 * is the query less a word that finds something (fewerWords), if one does.
 */
export async function searchInModes<T>(
  query: string,
  find: (plan: SearchPlan) => Promise<T>,
  found: (result: T) => boolean,
  listsFound: ListsFound,
  { taught, shopWords }: SearchAids = {},
): Promise<{ plan: SearchPlan; result: T }> {
  const exact = planFor(query, 'exact', new Set(), { taught });
  const result = await find(exact);
  if (found(result) || exact.words.length === 0) return { plan: exact, result };
  const held = heldWords(listsFound);
  const vocabulary = await shopWords?.();
  if (correctedQuery(query, () => false, vocabulary)) {
    const heldNow = await heldOf(query, exact.words, held, vocabulary);
    const corrected = planFor(query, 'corrected', heldNow, { taught, shopWords: vocabulary });
    if (corrected.didYouMean) {
      const fixed = await find(corrected);
      if (found(fixed)) return { plan: corrected, result: fixed };
    }
  }
  const fuzzy = await fuzzyPlanOf(query, held, taught);
  const last = fuzzy ? { plan: fuzzy, result: await find(fuzzy) } : { plan: exact, result };
  if (found(last.result)) return last;
  const fewer = await fewerPlanOf(query, held, listsFound, { taught, shopWords: vocabulary });
  if (fewer) {
    const answer = await find(fewer);
    if (found(answer)) return { plan: fewer, result: answer };
  }
  return {
    plan: { ...last.plan, didYouMean: await fewerWords(exact.words, listsFound) },
    result: last.result,
  };
}
