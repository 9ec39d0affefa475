import { editDistance } from '../search-correction.js';
import { PRODUCT_LINES } from './brands.js';
import { devanagariToLatin, isDevanagari, spellingKey } from './hinglish.js';
import { BRAND_BY_KEY, GROUP_BY_KEY, LEXICON_GROUPS, type LexiconGroup, phraseKey } from './lexicon.js';

/** Groups by each of their words exactly as written: an exact word wins over a shared spelling key. */
const GROUP_BY_WORD: ReadonlyMap<string, LexiconGroup> = (() => {
  const byWord = new Map<string, LexiconGroup>();
  for (const group of LEXICON_GROUPS) {
    for (const word of [...group.latin, ...group.devanagari]) if (!byWord.has(word)) byWord.set(word, group);
  }
  return byWord;
})();

/**
 * The consonants of a spelling key, joined, each run once: "thermometer" and "थर्मामीटर" (tharmamitar) are
 * both trmtr. Hindi writes an English word by ear, and its vowels are what the ear hears differently (an
 * unstressed e or o is said a); the consonants stay.
 */
const consonantsOf = (key: string) =>
  key
    // A y between vowels is a consonant ("mayonnaise", "मेयोनीज़"); elsewhere a vowel.
    .replace(/(?<=[aeiou])y(?=[aeiou])/g, 'Y')
    .replace(/[aeiouy ]/g, '')
    // English s said z is written ज़ (its nukta read as ज): "मेयोनीज़" is mayonnaise, "चीज़" cheese.
    .replace(/[jsz]/g, 's')
    .replace(/(.)\1+/g, '$1');

/** Fewer consonants than this say too little to tell an English word by (mtr is also matar). */
const LOAN_CONSONANTS_MIN = 4;

/**
 * Groups by the consonants of their English words and phrases (a phrase's joined), for an English word
 * written in Devanagari that its listed Hindi does not spell ("हैंडवॉश", "फ्लोर क्लीनर"); null where two
 * groups share them.
 */
const GROUP_BY_LOAN: ReadonlyMap<string, LexiconGroup | null> = (() => {
  const byConsonants = new Map<string, LexiconGroup | null>();
  for (const group of LEXICON_GROUPS) {
    for (const word of group.english) {
      const consonants = consonantsOf(phraseKey(word));
      if (consonants.length < LOAN_CONSONANTS_MIN) continue;
      const other = byConsonants.get(consonants);
      byConsonants.set(consonants, other === undefined || other === group ? group : null);
    }
  }
  return byConsonants;
})();

/** The group whose English word a Devanagari word or phrase spells by ear, if just one. */
function loanGroupOf(text: string): LexiconGroup | undefined {
  if (!isDevanagari(text)) return undefined;
  const consonants = consonantsOf(phraseKey(text));
  if (consonants.length < LOAN_CONSONANTS_MIN) return undefined;
  return GROUP_BY_LOAN.get(consonants) ?? undefined;
}

/**
 * The lexicon group a word or phrase names: as written, then by its spelling key; a Devanagari word that is
 * neither, by the English word it spells (loanGroupOf).
 */
export function lexiconGroupOf(text: string): LexiconGroup | undefined {
  const key = phraseKey(text);
  return (
    GROUP_BY_WORD.get(text) ??
    GROUP_BY_KEY.get(key) ??
    GROUP_BY_KEY.get(key.replaceAll(' ', '')) ??
    loanGroupOf(text)
  );
}

/**
 * The brand a word or phrase names, as on the pack: by spelling key ("surfexcel", "7 up"); a word in
 * Devanagari also one sound away ("कोलगेट" is kolget, Colgate's key kolgat), since Hindi spells an
 * English name by ear.
 */
export function brandOf(text: string): string | undefined {
  const key = phraseKey(text);
  const exact = brandByKey(key);
  if (exact || !isDevanagari(text) || key.length < 4) return exact;
  for (const [brandKey, brand] of BRAND_BY_KEY) {
    if (brandKey[0] === key[0] && editDistance(key, brandKey, 1) <= 1) return brand;
  }
  return undefined;
}

/**
 * A brand by the key of its name as typed: apart or joined, and its words joined less a possessive s
 * ("mc vities", "mcvitie s" from "McVitie's", "mcvities" are McVitie's; "johnsons" is Johnson's).
 */
function brandByKey(key: string): string | undefined {
  const joined = key.replaceAll(' ', '');
  const found = BRAND_BY_KEY.get(key) ?? BRAND_BY_KEY.get(joined);
  if (found || !key.includes(' ')) return found;
  // The words joined are one word: keyed again ("kel loggs" is kellogs, keyed kelogs as Kellogg's is).
  const rekeyed = spellingKey(joined);
  const lessS = /^[a-z]{5,}s$/.test(rekeyed) && !rekeyed.endsWith('ss') ? rekeyed.slice(0, -1) : undefined;
  return BRAND_BY_KEY.get(rekeyed) ?? (lessS ? BRAND_BY_KEY.get(lessS) : undefined);
}

/** Whether a run of words is a phrase the lexicon or the brands know, typed apart or joined. */
export function isKnownPhrase(words: readonly string[]): boolean {
  const key = phraseKey(words.join(' '));
  if (!key.includes(' ') && words.length > 1 && !/\d/.test(key)) return false;
  const joined = key.replaceAll(' ', '');
  return (
    GROUP_BY_KEY.has(key) ||
    brandByKey(key) !== undefined ||
    GROUP_BY_KEY.has(joined) ||
    loanGroupOf(words.join(' ')) !== undefined
  );
}

/** A Devanagari word in Latin letters (its transliteration), or the word itself. */
export const inLatinLetters = (word: string) => (isDevanagari(word) ? devanagariToLatin(word) : word);

/**
 * Compounds the lexicon writes both joined and apart ("toothpaste" and "tooth paste"), by their last part:
 * "paste" → toothpaste, so that the end of a compound typed alone finds a name that writes it joined;
 * not when the last part names another thing of the lexicon ("jeera" is cumin, "butter" butter).
 */
const COMPOUNDS_BY_TAIL: ReadonlyMap<string, readonly string[]> = (() => {
  const byTail = new Map<string, string[]>();
  for (const group of LEXICON_GROUPS) {
    for (const phrase of group.latin) {
      const parts = phrase.split(' ');
      const joined = parts.join('');
      if (parts.length !== 2 || parts[1]!.length < 4 || !group.latin.includes(joined)) continue;
      // A tail that is a thing of its own is that thing: "jeera" is cumin, not jal jeera.
      const own = GROUP_BY_WORD.get(parts[1]!);
      if (own && own !== group) continue;
      byTail.set(parts[1]!, [...new Set([...(byTail.get(parts[1]!) ?? []), joined])]);
    }
  }
  return byTail;
})();

/** The joined compounds ending in the word ("paste" → toothpaste), none for a word that ends none. */
export const compoundsEndingIn = (word: string): readonly string[] => COMPOUNDS_BY_TAIL.get(word) ?? [];

/**
 * The English words of the kinds a lexicon group finds (health.ts): "bukhar" (fever) is also paracetamol
 * and a thermometer, so a fever medicine whose name or tags never say fever is found.
 */
export const kindsFound = (group: LexiconGroup | undefined): readonly string[] =>
  (group?.finds ?? []).flatMap((kind) => lexiconGroupOf(kind)?.english ?? [kind]);

/** A brand's product line (brands.ts, PRODUCT_LINES): the brand as on the pack, the line, and its kind. */
export interface ProductLine {
  brand: string;
  line: string;
  kind: string;
}

/** Product lines by the key of the brand and a spelling of the line, apart and joined. */
const LINE_BY_KEY: ReadonlyMap<string, ProductLine> = (() => {
  const byKey = new Map<string, ProductLine>();
  for (const row of PRODUCT_LINES.trim().split('\n')) {
    const [brand = '', lines = '', kind = ''] = row.split('|').map((cell) => cell.trim());
    const spellings = lines.split(',').map((l) => l.trim());
    for (const spelling of spellings) {
      const line: ProductLine = { brand, line: spellings[0]!, kind };
      const key = phraseKey(`${brand} ${spelling}`);
      for (const k of [key, key.replaceAll(' ', '')]) if (!byKey.has(k)) byKey.set(k, line);
    }
  }
  return byKey;
})();

/**
 * Product lines by the key of a line's name of several words (and joined) alone: "dairy milk", "red label",
 * "maxfresh" name their brand's line without the brand. Not a name two brands' lines share ("kachi ghani"),
 * nor one word (a line's one word is often a word of its own: gold, total, taaza), nor a thing the lexicon
 * knows.
 */
const LINE_ALONE_BY_KEY: ReadonlyMap<string, ProductLine> = (() => {
  const byKey = new Map<string, ProductLine | null>();
  for (const line of new Set(LINE_BY_KEY.values())) {
    const row = PRODUCT_LINES.split('\n').find((r) => r.split('|')[1]?.split(',')[0]?.trim() === line.line);
    const spellings = (row?.split('|')[1] ?? '').split(',').map((l) => l.trim());
    for (const spelling of spellings.filter((l) => l.includes(' '))) {
      const key = phraseKey(spelling);
      for (const k of [key, key.replaceAll(' ', '')]) {
        if (GROUP_BY_KEY.has(k)) continue;
        const other = byKey.get(k);
        byKey.set(k, other === undefined || other?.brand === line.brand ? line : null);
      }
    }
  }
  return new Map([...byKey].filter((entry): entry is [string, ProductLine] => entry[1] !== null));
})();

/**
 * The product line a run of words names with its brand ("amul taaza", "surfexcel matic", the brand's
 * possessive s typed apart: "cadbury s dairy milk"), or alone by a name of several words ("dairy milk").
 */
export function productLineOf(text: string): ProductLine | undefined {
  const key = phraseKey(text);
  if (!key.includes(' ') && !text.includes(' ')) return LINE_BY_KEY.get(key) ?? LINE_ALONE_BY_KEY.get(key);
  const lessS = key.replace(/^(\S+) s /, '$1 ');
  return (
    LINE_BY_KEY.get(key) ??
    LINE_BY_KEY.get(key.replaceAll(' ', '')) ??
    LINE_BY_KEY.get(lessS) ??
    LINE_ALONE_BY_KEY.get(key) ??
    LINE_ALONE_BY_KEY.get(key.replaceAll(' ', ''))
  );
}
