import { BRANDS } from './brands.js';
import { devanagariToLatin, spellingKey } from './hinglish.js';
import { LEXICON_SECTIONS } from './sections.js';

/** One group of the grocery lexicon: words that mean the same thing, and the section it belongs to. */
export interface LexiconGroup {
  /** Latin words and phrases: English, listed romanisations, and those generated from the Devanagari. */
  latin: readonly string[];
  /**
   * The words a product's name or tags may hold: English and the listed romanisations. The generated
   * ones only lead a query to the group (a search of every spelling cost each matching row its test).
   */
  written: readonly string[];
  devanagari: readonly string[];
  /** The English words: what a pack says, and what another group's `finds` adds of this one. */
  english: readonly string[];
  section: string;
  /** Words a shop's category of the section is named with (sections.ts). */
  categoryWords: readonly string[];
  /**
   * The kinds the words also find, by a word of each kind's group (`=> kinds`, health.ts): what a complaint
   * is treated with ("bukhar" → paracetamol), every kind a general word stands for ("dawai").
   */
  finds?: readonly string[];
}

/**
 * Hindi/English little words that a phrase's key leaves out ("sarson ka tel" is keyed "sarson tel"), and
 * a query too: among them the Hindi "for doing" forms before ka/ki/ke ("bartan dhone ka liquid" is a
 * dishwash liquid, "khane ka tel" cooking oil), which say what a thing is for, not what it is.
 */
export const LITTLE_WORDS = new Set([
  'dhone',
  'dhona',
  'dhoney',
  'khane',
  'khaane',
  'pine',
  'peene',
  'nahane',
  'nahaane',
  'lagane',
  'banane',
  'pakane',
  'ka',
  'ki',
  'ke',
  'and',
  'of',
  'the',
  'for',
  'wala',
  'wali',
  'aur',
  '&',
  'se',
  // "X ke liye Y", "Y for X": for whom or what, never the product's name.
  'liye',
  'liya',
  'लिए',
  'लिये',
  // The same little words in Devanagari: "पोंछा लगाने वाली", "बालों के लिए".
  'लगाने',
  'धोने',
  'खाने',
  'पीने',
  'नहाने',
  'बनाने',
  'पकाने',
  'वाला',
  'वाली',
  'वाले',
]);

/** A phrase's key: its words' spelling keys, little words left out. */
export const phraseKey = (text: string) =>
  spellingKey(
    text
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => w && !LITTLE_WORDS.has(w))
      .join(' '),
  );

const cells = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase().normalize('NFC'))
    .filter(Boolean);

function parseGroups(): LexiconGroup[] {
  const groups: LexiconGroup[] = [];
  for (const section of LEXICON_SECTIONS) {
    for (const line of section.lines.split('\n').map((l) => l.trim())) {
      if (!line) continue;
      const [words = '', finds] = line.split('=>');
      const [english, devanagari, roman] = words.split('|');
      const hindi = cells(devanagari);
      const generated = hindi.map((w) => w.split(' ').map(devanagariToLatin).join(' '));
      const written = [...new Set([...cells(english), ...cells(roman)])];
      const latin = [...new Set([...written, ...generated])];
      const { name, categoryWords } = section;
      const group: LexiconGroup = {
        latin,
        written,
        devanagari: hindi,
        english: cells(english),
        section: name,
        categoryWords,
      };
      if (finds) group.finds = cells(finds);
      groups.push(group);
    }
  }
  return groups;
}

/** Every group of the lexicon, in the data's order. */
export const LEXICON_GROUPS: readonly LexiconGroup[] = parseGroups();

/**
 * Groups by the spelling key of each of their words and phrases (and a phrase's words joined: "hand wash"
 * is also "handwash"). A key two groups share goes to the first (lexicon.test.ts lists such keys).
 */
export const GROUP_BY_KEY: ReadonlyMap<string, LexiconGroup> = (() => {
  const byKey = new Map<string, LexiconGroup>();
  const add = (key: string, group: LexiconGroup) => {
    if (key && !byKey.has(key)) byKey.set(key, group);
  };
  for (const group of LEXICON_GROUPS) {
    for (const word of [...group.latin, ...group.devanagari]) {
      const key = phraseKey(word);
      add(key, group);
      if (key.includes(' ')) add(key.replaceAll(' ', ''), group);
    }
  }
  return byKey;
})();

/** Brands as on the pack, by spelling key, also joined ("surf excel" is also "surfexcel"). */
export const BRAND_BY_KEY: ReadonlyMap<string, string> = (() => {
  const byKey = new Map<string, string>();
  for (const brand of BRANDS.split(/[,\n]/)
    .map((b) => b.trim())
    .filter(Boolean)) {
    const key = phraseKey(brand);
    if (!byKey.has(key)) byKey.set(key, brand);
    if (key.includes(' ') && !byKey.has(key.replaceAll(' ', ''))) byKey.set(key.replaceAll(' ', ''), brand);
  }
  return byKey;
})();

/** The longest number of words a lexicon phrase has (little words left out). */
export const LONGEST_PHRASE = Math.max(
  ...[...GROUP_BY_KEY.keys(), ...BRAND_BY_KEY.keys()].map((k) => k.split(' ').length),
);

/** Every Latin word of the lexicon and the brands, for typo correction. */
export const LEXICON_WORDS: readonly string[] = [
  ...new Set([
    ...LEXICON_GROUPS.flatMap((g) => g.latin.flatMap((w) => w.split(' '))),
    ...[...BRAND_BY_KEY.values()].flatMap((b) => b.split(' ')),
  ]),
].filter((w) => /^[a-z]{4,}$/.test(w));

export { devanagariToLatin, spellingKey };
