import { editDistance } from '../search-correction.js';
import { devanagariToLatin, isDevanagari } from './hinglish.js';
import { BRAND_BY_KEY, GROUP_BY_KEY, LEXICON_GROUPS, type LexiconGroup, phraseKey } from './lexicon.js';

/** Groups by each of their words exactly as written: an exact word wins over a shared spelling key. */
const GROUP_BY_WORD: ReadonlyMap<string, LexiconGroup> = (() => {
  const byWord = new Map<string, LexiconGroup>();
  for (const group of LEXICON_GROUPS) {
    for (const word of [...group.latin, ...group.devanagari]) if (!byWord.has(word)) byWord.set(word, group);
  }
  return byWord;
})();

/** The lexicon group a word or phrase names: as written, then by its spelling key. */
export function lexiconGroupOf(text: string): LexiconGroup | undefined {
  const key = phraseKey(text);
  return GROUP_BY_WORD.get(text) ?? GROUP_BY_KEY.get(key) ?? GROUP_BY_KEY.get(key.replaceAll(' ', ''));
}

/**
 * The brand a word or phrase names, as on the pack: by spelling key ("surfexcel", "7 up"); a word in
 * Devanagari also one sound away ("कोलगेट" is kolget, Colgate's key kolgat), since Hindi spells an
 * English name by ear.
 */
export function brandOf(text: string): string | undefined {
  const key = phraseKey(text);
  const exact = BRAND_BY_KEY.get(key) ?? BRAND_BY_KEY.get(key.replaceAll(' ', ''));
  if (exact || !isDevanagari(text) || key.length < 4) return exact;
  for (const [brandKey, brand] of BRAND_BY_KEY) {
    if (brandKey[0] === key[0] && editDistance(key, brandKey, 1) <= 1) return brand;
  }
  return undefined;
}

/** Whether a run of words is a phrase the lexicon or the brands know, typed apart or joined. */
export function isKnownPhrase(words: readonly string[]): boolean {
  const key = phraseKey(words.join(' '));
  if (!key.includes(' ') && words.length > 1 && !/\d/.test(key)) return false;
  const joined = key.replaceAll(' ', '');
  return (
    GROUP_BY_KEY.has(key) || BRAND_BY_KEY.has(key) || GROUP_BY_KEY.has(joined) || BRAND_BY_KEY.has(joined)
  );
}

/** A Devanagari word in Latin letters (its transliteration), or the word itself. */
export const inLatinLetters = (word: string) => (isDevanagari(word) ? devanagariToLatin(word) : word);
