/**
 * Words that mean the same thing in a shop: Hindi (and a few other Indian languages) as people type them
 * in Latin letters, their common spellings, and the English on the label. A search for any word of a
 * group finds products named with any other ("chawal" finds "Basmati Rice"); the seed also tags demo
 * products with the Indian words of their English names.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['atta', 'aata', 'wheat flour'],
  ['maida', 'refined flour'],
  ['besan', 'gram flour'],
  ['sooji', 'suji', 'rava', 'semolina'],
  ['chawal', 'chaawal', 'rice'],
  ['dal', 'daal', 'dhal', 'lentil'],
  ['chana', 'channa', 'chickpea'],
  ['rajma', 'kidney beans'],
  ['doodh', 'dudh', 'milk'],
  ['dahi', 'curd', 'yogurt', 'yoghurt'],
  ['paneer', 'cottage cheese'],
  ['makhan', 'makkhan', 'butter'],
  ['malai', 'cream'],
  ['chaas', 'chhachh', 'buttermilk'],
  ['ghee', 'clarified butter'],
  ['cheeni', 'chini', 'shakkar', 'sugar'],
  ['gud', 'jaggery'],
  ['namak', 'salt'],
  ['tel', 'oil'],
  ['haldi', 'turmeric'],
  ['mirchi', 'mirch', 'chilli', 'chillies', 'chili'],
  ['jeera', 'zeera', 'cumin'],
  ['dhania', 'dhaniya', 'kothambari', 'coriander'],
  ['elaichi', 'cardamom'],
  ['chai', 'tea'],
  ['aloo', 'alu', 'batata', 'potato'],
  ['pyaz', 'pyaaz', 'kanda', 'onion'],
  ['tamatar', 'tomato'],
  ['adrak', 'ginger'],
  ['lehsun', 'lahsun', 'garlic'],
  ['palak', 'spinach'],
  ['gobi', 'gobhi', 'cauliflower'],
  ['bhindi', 'okra', 'lady finger'],
  ['matar', 'mutter', 'peas'],
  ['sabzi', 'sabji', 'vegetables', 'vegetable'],
  ['phal', 'fruits', 'fruit'],
  ['kela', 'banana'],
  ['aam', 'mango'],
  ['seb', 'apple'],
  ['anar', 'pomegranate'],
  ['nariyal', 'coconut'],
  ['anda', 'ande', 'egg', 'eggs'],
  ['murgi', 'murga', 'chicken'],
  ['machli', 'machhli', 'meen', 'fish'],
  ['gosht', 'mutton'],
  ['pav', 'pao', 'bread'],
  ['namkeen', 'snacks'],
  ['mithai', 'sweets'],
  ['sabun', 'soap'],
  ['dawai', 'dawa', 'medicine', 'tablets'],
  ['kaju', 'cashew'],
  ['badam', 'almond', 'almonds'],
  ['kishmish', 'raisins'],
  ['agarbatti', 'incense'],
];

const groupOf = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) groupOf.set(word, group);

/** At most this many words of a query count; the rest are ignored. */
export const MAX_SEARCH_WORDS = 6;

export interface SearchWord {
  /** The word as typed, lowercase. */
  text: string;
  /** The word and every word that means the same; a product matches when it holds any of them. */
  alternatives: string[];
}

/** "Toor  DAL, 1kg" → words toor, dal (with daal, dhal, lentil), 1kg: letters and digits only. */
export function searchWords(query: string): SearchWord[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
  return unique.map((text) => ({ text, alternatives: [...new Set([text, ...(groupOf.get(text) ?? [])])] }));
}

/** The Indian words for what a product's name says in English ("Basmati Rice" → chawal, chaawal). */
export function indianWordsFor(name: string): string[] {
  const lower = ` ${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const found = new Set<string>();
  for (const group of SYNONYM_GROUPS) {
    if (!group.some((word) => lower.includes(` ${word} `))) continue;
    for (const word of group) if (!word.includes(' ') && !lower.includes(` ${word} `)) found.add(word);
  }
  return [...found];
}
