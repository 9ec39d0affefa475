import { correctedWord, setKnownWords } from './search-correction.js';

/**
 * Words that mean the same thing in a shop: Hindi as people type it in Latin letters (Hinglish) and in
 * Devanagari, the common spellings, brands people use for the thing ("coke"), and the English on the
 * label. A search for any word of a group finds products named with any other ("chawal" finds "Basmati
 * Rice"); the seed also tags demo products with the Indian words of their English names. To teach search a
 * new word, add it to its group (or add a group); the tests check no word sits in two groups.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['atta', 'aata', 'wheat flour', 'आटा'],
  ['maida', 'refined flour', 'मैदा'],
  ['besan', 'gram flour', 'बेसन'],
  ['sooji', 'suji', 'rava', 'semolina', 'सूजी'],
  ['chawal', 'chaawal', 'rice', 'चावल'],
  ['dal', 'daal', 'dhal', 'lentil', 'lentils', 'दाल'],
  ['toor', 'tur', 'arhar', 'tuvar', 'अरहर', 'तूर'],
  ['moong', 'mung', 'मूंग'],
  ['masoor', 'मसूर'],
  ['urad', 'udad', 'उड़द'],
  ['chana', 'channa', 'chickpea', 'chickpeas', 'चना'],
  ['rajma', 'kidney beans', 'राजमा'],
  ['doodh', 'dudh', 'milk', 'दूध'],
  ['dahi', 'curd', 'yogurt', 'yoghurt', 'दही'],
  ['paneer', 'cottage cheese', 'पनीर'],
  ['makhan', 'makkhan', 'butter', 'मक्खन'],
  ['malai', 'cream', 'मलाई'],
  ['chaas', 'chhachh', 'buttermilk', 'छाछ'],
  ['ghee', 'ghi', 'clarified butter', 'घी'],
  ['cheeni', 'chini', 'shakkar', 'sugar', 'चीनी', 'शक्कर'],
  ['gud', 'jaggery', 'गुड़'],
  ['namak', 'salt', 'नमक'],
  ['tel', 'oil', 'तेल'],
  ['sarson', 'mustard', 'सरसों'],
  ['moongphali', 'mungfali', 'groundnut', 'peanut', 'मूंगफली'],
  ['haldi', 'turmeric', 'हल्दी'],
  ['mirchi', 'mirch', 'chilli', 'chillies', 'chili', 'मिर्च'],
  ['jeera', 'zeera', 'cumin', 'जीरा'],
  ['dhania', 'dhaniya', 'kothambari', 'coriander', 'धनिया'],
  ['elaichi', 'cardamom', 'इलायची'],
  ['chai', 'tea', 'चाय'],
  ['coffee', 'kaafi', 'कॉफ़ी'],
  ['aloo', 'alu', 'batata', 'potato', 'आलू'],
  ['pyaz', 'pyaaz', 'piyaz', 'kanda', 'onion', 'प्याज'],
  ['tamatar', 'tamater', 'tomato', 'टमाटर'],
  ['adrak', 'ginger', 'अदरक'],
  ['lehsun', 'lahsun', 'garlic', 'लहसुन'],
  ['nimbu', 'nimboo', 'lemon', 'नींबू'],
  ['palak', 'spinach', 'पालक'],
  ['gobi', 'gobhi', 'cauliflower', 'गोभी'],
  ['bhindi', 'okra', 'lady finger', 'भिंडी'],
  ['gajar', 'carrot', 'गाजर'],
  ['kheera', 'khira', 'cucumber', 'खीरा'],
  ['matar', 'mutter', 'peas', 'मटर'],
  ['sabzi', 'sabji', 'vegetables', 'vegetable', 'सब्ज़ी'],
  ['phal', 'fruits', 'fruit', 'फल'],
  ['kela', 'banana', 'केला'],
  ['aam', 'mango', 'आम'],
  ['seb', 'apple', 'सेब'],
  ['santra', 'orange', 'संतरा'],
  ['angoor', 'grapes', 'अंगूर'],
  ['anar', 'pomegranate', 'अनार'],
  ['nariyal', 'coconut', 'नारियल'],
  ['anda', 'ande', 'egg', 'eggs', 'अंडा', 'अंडे'],
  ['murgi', 'murga', 'chicken', 'मुर्गा'],
  ['machli', 'machhli', 'meen', 'fish', 'मछली'],
  ['gosht', 'mutton'],
  ['pav', 'pao', 'bread', 'double roti', 'ब्रेड'],
  ['corn flakes', 'cornflakes'],
  ['namkeen', 'snacks', 'नमकीन'],
  ['mithai', 'sweets', 'मिठाई'],
  ['sabun', 'soap', 'साबुन'],
  ['manjan', 'toothpaste', 'मंजन'],
  ['kapde dhone', 'detergent', 'washing powder'],
  ['biscuit', 'biscuits', 'बिस्कुट'],
  ['noodles', 'noodle', 'नूडल्स'],
  ['cold drink', 'soft drink', 'soft drinks', 'cola'],
  ['coke', 'coca cola', 'कोक'],
  ['dawai', 'dawa', 'medicine', 'tablets'],
  ['kaju', 'cashew', 'काजू'],
  ['badam', 'almond', 'almonds', 'बादाम'],
  ['kishmish', 'raisins', 'किशमिश'],
  ['agarbatti', 'incense'],
];

/**
 * Phrases that mean one thing as a whole, read before the words ("chai patti" is tea, not tea and a
 * "patti"): the phrase as typed → what it means.
 */
export const SEARCH_PHRASES: Readonly<Record<string, string>> = {
  'chai patti': 'tea',
  'chai ki patti': 'tea',
  'sarson ka tel': 'mustard oil',
  'sarson tel': 'mustard oil',
  'nariyal ka tel': 'coconut oil',
  'nariyal tel': 'coconut oil',
  'moongphali tel': 'groundnut oil',
  'hari mirch': 'green chilli',
  'lal mirch': 'red chilli',
  'hara dhania': 'coriander',
  thanda: 'soft drink',
  'cold drink': 'soft drink',
  'double roti': 'bread',
  'washing powder': 'detergent',
};

/**
 * What people mean by a brand on its own: "maggi" is the noodles, though Maggi also makes ketchup. A
 * product of the kind ranks first among the brand's.
 */
export const BRAND_MEANS: Readonly<Record<string, string>> = {
  maggi: 'masala noodles',
  parle: 'biscuits',
  amul: 'butter',
  tata: 'salt',
  surf: 'detergent',
  colgate: 'toothpaste',
  fortune: 'oil',
  aashirvaad: 'atta',
  nescafe: 'coffee',
  bru: 'coffee',
};

/** Little words of Hindi and English that say nothing about the product ("sarson ka tel", "pack of"). */
const STOP_WORDS = new Set(['ka', 'ki', 'ke', 'and', 'of', 'the', 'for', 'wala', 'wali', 'aur', '&']);

const groupOf = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) groupOf.set(word, group);
/** Every word of the synonym table and the brands: known words, never corrected into anything else. */
export const TABLE_WORDS: readonly string[] = [
  ...SYNONYM_GROUPS.flat().flatMap((w) => w.split(' ')),
  ...Object.keys(BRAND_MEANS),
];
setKnownWords(TABLE_WORDS);

/** At most this many words of a query count; the rest are ignored. */
export const MAX_SEARCH_WORDS = 6;

export interface SearchWord {
  /** The word as read, lowercase (a phrase's meaning word; a plural's singular stays an alternative). */
  text: string;
  /** The word and every word that means the same; a product matches when it holds any of them. */
  alternatives: string[];
  /** For a brand on its own: the kind people mean by it, ranked first among the brand's products. */
  means?: string;
}

/** Letters with their marks (Devanagari vowel signs are marks), and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** "tomatoes" → "tomato", "eggs" → "egg", "chillies" → "chilli": the singular a plural may stand for. */
export function singularOf(word: string): string | null {
  if (!/^[a-z]{4,}$/.test(word)) return null;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}i`;
  if (/(?:oes|ses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return null;
}

/**
 * The query as the engine reads it: lowercase, Unicode-normalised (NFC, so a Devanagari word typed with
 * another keyboard's sequence still matches), phrases replaced by their meaning, little words dropped.
 */
export function normaliseQuery(query: string): string {
  let text = ` ${(query.normalize('NFC').toLowerCase().match(WORD) ?? []).join(' ')} `;
  for (const [phrase, meaning] of Object.entries(SEARCH_PHRASES)) {
    text = text.replaceAll(` ${phrase} `, ` ${meaning} `);
  }
  return text
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w))
    .join(' ');
}

function searchWord(text: string): SearchWord {
  const singular = singularOf(text);
  const group = groupOf.get(text) ?? (singular ? groupOf.get(singular) : undefined) ?? [];
  const alternatives = [...new Set([text, ...(singular ? [singular] : []), ...group])];
  const means = BRAND_MEANS[text];
  return means ? { text, alternatives, means } : { text, alternatives };
}

/** "Toor  DAL, 1kg" → words toor (with arhar…), dal (with daal, dhal, lentil…), 1kg. */
export function searchWords(query: string): SearchWord[] {
  const words = normaliseQuery(query).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS).map(searchWord);
}

/**
 * The query with each word the shop's vocabulary does not know replaced by the known word it is one or
 * two keystrokes from ("mlik" → milk, "panner" → paneer), or null when no word changed. A word that is a
 * known word, a phrase's meaning or a number is kept as typed, and so is a word `found` says the shop's
 * products hold: in "bred gold" gold is a product line, not a slip for "cold".
 */
export function correctedQuery(query: string, found: (word: string) => boolean = () => false): string | null {
  const words = normaliseQuery(query).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  let changed = false;
  const corrected = words.map((word) => {
    const fixed = found(word) ? null : correctedWord(word);
    if (fixed && fixed !== word) changed = true;
    return fixed ?? word;
  });
  return changed ? corrected.join(' ') : null;
}

/**
 * The words of the query that correctedQuery could change (a word it keeps as typed whatever the shop
 * holds is not among them): the only ones whose `found` answer matters, so the only ones to look up.
 */
export function correctableWords(query: string): Set<string> {
  const words = normaliseQuery(query).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return new Set(words.filter((word) => (correctedWord(word) ?? word) !== word));
}

/**
 * How long a word is kept when a suggestion drops one: a word the synonym table does not know ("natural",
 * "kolam", "gold") goes first, then a brand ("amul", "maggi"), and a thing the table knows ("paneer", "tea")
 * last.
 */
const keptFor = (word: SearchWord) => (word.means ? 1 : word.alternatives.length > 1 ? 2 : 0);

/**
 * The words less one, each way, in the order a suggestion tries them when nothing holds every word
 * ("tata paneer" → paneer, then tata): the word dropped first is the one kept least (keptFor), among
 * equals the first typed. None for a single word: no words are no query.
 */
export function withOneWordFewer(words: readonly SearchWord[]): SearchWord[][] {
  if (words.length < 2) return [];
  const dropped = words.map((_, i) => i).sort((a, b) => keptFor(words[a]!) - keptFor(words[b]!) || a - b);
  return dropped.map((drop) => words.filter((_, i) => i !== drop));
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
