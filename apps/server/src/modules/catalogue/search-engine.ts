import { correctableWords, correctedQuery, type SearchWord, searchWords } from '@jhola/domain';

/**
 * How a search was answered: the words as typed, the corrected spelling ("mlik" → milk), or, when neither
 * found anything, close spellings by trigram similarity.
 */
export type SearchMode = 'exact' | 'corrected' | 'fuzzy';
export const SEARCH_MODES: readonly SearchMode[] = ['exact', 'corrected', 'fuzzy'];

export interface SearchPlan {
  mode: SearchMode;
  words: SearchWord[];
  fuzzy: boolean;
  /** The corrected query the results are for, shown as "Did you mean"; null when answered as typed. */
  didYouMean: string | null;
}

/** Which of the words (by their text) the products searched hold, each on its own. */
export type WordsFound = (words: readonly SearchWord[]) => Promise<ReadonlySet<string>>;

/**
 * The words and flags of one mode of a query (the same every time: later pages keep their mode). The
 * corrected spelling keeps the words in `held` as typed: "bred gold" is bread gold, not bread cold.
 */
export function planFor(query: string, mode: SearchMode, held: ReadonlySet<string> = new Set()): SearchPlan {
  if (mode === 'corrected') {
    const corrected = correctedQuery(query, (word) => held.has(word));
    if (corrected) return { mode, words: searchWords(corrected), fuzzy: false, didYouMean: corrected };
  }
  return { mode, words: searchWords(query), fuzzy: mode === 'fuzzy', didYouMean: null };
}

/** Which of the words the products hold, asked only of those a correction could change ("rice" never is). */
function heldOf(query: string, words: readonly SearchWord[], wordsFound: WordsFound) {
  const correctable = correctableWords(query);
  const asked = words.filter((word) => correctable.has(word.text));
  return asked.length > 0 ? wordsFound(asked) : Promise.resolve(new Set<string>());
}

/** The plan of a later page: its first page's mode, the corrected spelling made the same way. */
export async function planOfMode(
  query: string,
  mode: SearchMode,
  wordsFound: WordsFound,
): Promise<SearchPlan> {
  if (mode !== 'corrected') return planFor(query, mode);
  return planFor(query, mode, await heldOf(query, searchWords(query), wordsFound));
}

/**
 * The one search engine of the shop page, cross-shop search and replacements: runs `find` with the words
 * as typed; when that finds nothing (`found` false), with the corrected spelling of the words the products
 * do not hold on their own (`wordsFound`); then with close spellings. The first mode that finds something
 * answers (the last one when none does).
 */
export async function searchInModes<T>(
  query: string,
  find: (plan: SearchPlan) => Promise<T>,
  found: (result: T) => boolean,
  wordsFound: WordsFound,
): Promise<{ plan: SearchPlan; result: T }> {
  const exact = planFor(query, 'exact');
  const result = await find(exact);
  if (found(result) || exact.words.length === 0) return { plan: exact, result };
  if (correctedQuery(query)) {
    const corrected = planFor(query, 'corrected', await heldOf(query, exact.words, wordsFound));
    if (corrected.didYouMean) {
      const fixed = await find(corrected);
      if (found(fixed)) return { plan: corrected, result: fixed };
    }
  }
  const fuzzy = planFor(query, 'fuzzy');
  return { plan: fuzzy, result: await find(fuzzy) };
}
