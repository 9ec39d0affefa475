import sanscriptModule from '@indic-transliteration/sanscript';
import { boundedMemo } from '../../common/bounded-memo.js';

/** The package is CommonJS whose types say `export default`: its object is one or the other at run time. */
type Transliterator = { t(data: string, from: string, to: string): string };
const Sanscript = ((sanscriptModule as unknown as { default?: Transliterator }).default ??
  sanscriptModule) as unknown as Transliterator;

/**
 * Hindi as people type it in Latin letters (issue 42, decision 0056). A Devanagari word is transliterated
 * (Sanscript, IAST) and its unspoken vowels dropped; then every Latin spelling is reduced to a spelling
 * key by the everyday Hinglish variations (aa/a, ee/i, oo/u, w/v, z/j, ph/f, sh/s, aspirates, doubled
 * letters, a trailing a), so "लौकी", "lauki" and "laukee" meet, and so do "तरबूज", "tarbooz" and "tarbuj".
 */

const DEVANAGARI = /[\u0900-\u097f]/;
export const isDevanagari = (word: string) => DEVANAGARI.test(word);

/** IAST letters to plain ones: ā → a, ṭ → t, ṃ → n, ś → sh, c (च) → ch… */
const IAST_TO_ASCII: readonly (readonly [RegExp, string])[] = [
  [/[āâ]/g, 'a'],
  [/[īî]/g, 'i'],
  [/[ūû]/g, 'u'],
  [/ṛ/g, 'ri'],
  [/[ṃṁṅñṇ]/g, 'n'],
  [/ḥ/g, 'h'],
  [/ṭ/g, 't'],
  [/ḍ/g, 'd'],
  [/[śṣ]/g, 'sh'],
  [/c/g, 'ch'],
  [/chh/g, 'chh'],
];

const VOWELS = 'aeiou';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

/**
 * Hindi drops the inherent "a" of a consonant at a word's end and between a vowel-consonant and a
 * consonant-vowel ("kolageta" → kolget, "namaka" → namak). Done on the IAST, where that "a" is plain a
 * (a long ā is written ā until the letters are made plain).
 */
function withoutSchwas(iast: string): string {
  let text = iast.endsWith('a') && iast.length > 2 && !isVowel(iast.at(-2)) ? iast.slice(0, -1) : iast;
  // An aspirate (kh, ṭh…) is one consonant: held as one character while the vowels are read.
  const aspirates: string[] = [];
  text = text.replace(/([kgcjṭḍtdpb])h/g, (pair) => {
    aspirates.push(pair);
    return String.fromCharCode(0xe000 + aspirates.length - 1);
  });
  const chars = [...text];
  const consonant = (c: string | undefined) =>
    c !== undefined && /[\p{L}\ue000-\ue0ff]/u.test(c) && !'aeiouāīūṛ'.includes(c);
  for (let i = chars.length - 3; i >= 2; i--) {
    if (chars[i] !== 'a') continue;
    const [p2, p1, n1, n2] = [chars[i - 2], chars[i - 1], chars[i + 1], chars[i + 2]];
    // A nasal vowel (ं, ँ after a vowel) is a vowel: "हैंडवॉश" is haind-vosh, "संतरा" san-tra.
    const nasalVowel = (p2 === 'ṃ' || p2 === 'ṁ') && !consonant(chars[i - 3]);
    const vowelBefore = nasalVowel || (p2 !== undefined && !consonant(p2) && p2 !== 'h');
    if (vowelBefore && consonant(p1) && consonant(n1) && n2 !== undefined && !consonant(n2))
      chars.splice(i, 1);
  }
  return chars.join('').replace(/[\ue000-\ue0ff]/g, (c) => aspirates[c.charCodeAt(0) - 0xe000]!);
}

/** "लौकी" → lauki, "कोलगेट" → kolget, "उड़द" → udad: a Devanagari word as a Hinglish spelling. */
export function devanagariToLatin(word: string): string {
  const plain = word
    .normalize('NFD')
    .replace(/\u093c/g, '') // nukta: ड़ is read as ड, ज़ as ज
    .replace(/\u0949/g, '\u094b') // the English o of कॉफी as ो
    .replace(/\u0911/g, '\u0913')
    .normalize('NFC');
  let latin = withoutSchwas(Sanscript.t(plain, 'devanagari', 'iast'));
  for (const [from, to] of IAST_TO_ASCII) latin = latin.replace(from, to);
  return latin.replace(/[^a-z0-9 ]/g, '');
}

/** Rewrites in order: consonant clusters first, then vowels, then doubled letters. */
const KEY_RULES: readonly (readonly [RegExp, string])[] = [
  [/ph/g, 'f'],
  // च्च typed cch or chch, छ chh: bacche, bachche; macchar, machhar.
  [/cch/g, 'ch'],
  [/chh/g, 'ch'],
  [/ck/g, 'k'],
  [/ch/g, '\ue001'],
  [/c/g, 'k'],
  [/\ue001/g, 'c'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/sh/g, 's'],
  [/([bdgjktp])h/g, '$1'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/ee|ea/g, 'i'],
  [/oo|ou/g, 'u'],
  // औ is said o in much of the north: lauki/loki, saunf/sonf, mausami/mosami.
  [/au/g, 'o'],
  [/aa/g, 'a'],
  // ऐ is said e before a consonant in much of the north, and typed either way: baisan/besan, bainga/benga.
  [/ai(?=[^aeiouy])/g, 'e'],
  [/iy([aeiou])/g, 'i$1'],
  [/m([bp])/g, 'n$1'],
  [/y$/g, 'i'],
  [/([a-z])\1+/g, '$1'],
];

/**
 * The spelling key of a Latin word: equal for its everyday Hinglish spellings ("tamaatar", "tamatar";
 * "dhaniya", "dhania"; "santur", "santoor"). A Devanagari word is transliterated first. Words of a phrase
 * are keyed one by one.
 */
export function spellingKey(text: string): string {
  return text.split(' ').filter(Boolean).map(wordKey).join(' ');
}

function keyOfWord(word: string): string {
  let key = (isDevanagari(word) ? devanagariToLatin(word) : word).toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [from, to] of KEY_RULES) key = key.replace(from, to);
  // A trailing a (kela/kel) or e (colgate/kolget): Hindi drops the one, English does not say the other.
  if (key.length > 3 && /[^aeiou][ae]$/.test(key)) key = key.slice(0, -1);
  return key;
}

/**
 * A word's key, remembered: reading one query keys its words (and their singulars, plurals, runs) dozens
 * of times over, each key ~20 rewrites, which was a third of the CPU of reading a query. The rules are
 * fixed, so a remembered key is the key; the lexicon's and the brands' words (a few thousand) fit with
 * room for the queries'.
 * module-state: a memo of a pure function of the word, the same for every app.
 */
const wordKey = boundedMemo(keyOfWord, 20_000);
