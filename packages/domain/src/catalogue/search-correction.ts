import { spellingKey } from './lexicon/hinglish.js';

/**
 * Typo correction against the words a shop's products are named with. Trigram similarity (pg_trgm, on the
 * server) forgives a missing or extra letter in a long word but not a swap in a short one: "mlik" and
 * "milk" share one trigram of five. Edit distance with swaps (optimal string alignment) forgives exactly
 * the slips of a thumb on a phone keyboard: one for a word of 4–7 letters, two from 8.
 */

/** Words products are named with, beyond the synonym table: kinds and the brands people type. */
export const SEARCH_VOCABULARY: readonly string[] = [
  // kinds
  'sugar',
  'salt',
  'milk',
  'paneer',
  'bread',
  'tomato',
  'tomatoes',
  'onion',
  'onions',
  'potato',
  'potatoes',
  'butter',
  'cheese',
  'curd',
  'ghee',
  'eggs',
  'rice',
  'basmati',
  'atta',
  'flour',
  'besan',
  'maida',
  'oil',
  'mustard',
  'sunflower',
  'groundnut',
  'coconut',
  'sesame',
  'ginger',
  'garlic',
  'chilli',
  'coriander',
  'lemon',
  'banana',
  'apple',
  'orange',
  'mango',
  'grapes',
  'papaya',
  'watermelon',
  'pomegranate',
  'carrot',
  'cucumber',
  'cabbage',
  'cauliflower',
  'spinach',
  'brinjal',
  'capsicum',
  'beans',
  'peas',
  'tea',
  'coffee',
  'biscuits',
  'cookies',
  'crackers',
  'noodles',
  'pasta',
  'soup',
  'ketchup',
  'mayonnaise',
  'jam',
  'pickle',
  'chocolate',
  'juice',
  'water',
  'soda',
  'cola',
  'drink',
  'drinks',
  'soap',
  'shampoo',
  'conditioner',
  'toothpaste',
  'toothbrush',
  'detergent',
  'dishwash',
  'cleaner',
  'diapers',
  'wipes',
  'masala',
  'powder',
  'turmeric',
  'cumin',
  'cardamom',
  'jaggery',
  'honey',
  'poha',
  'oats',
  'cornflakes',
  'muesli',
  'lentil',
  'chicken',
  'mutton',
  'fish',
  'prawns',
  'yogurt',
  'buttermilk',
  'lassi',
  'cream',
  'almonds',
  'cashew',
  'raisins',
  'walnuts',
  'dates',
  'namkeen',
  'bhujia',
  'chips',
  'toned',
  'whole',
  'wheat',
  'brown',
  'white',
  'green',
  'fresh',
  'organic',
  'masoor',
  'moong',
  'toor',
  'urad',
  'chana',
  'rajma',
  // brands
  'maggi',
  'amul',
  'tata',
  'britannia',
  'parle',
  'nestle',
  'nescafe',
  'cadbury',
  'haldiram',
  'colgate',
  'dettol',
  'lifebuoy',
  'surf',
  'ariel',
  'tide',
  'fortune',
  'saffola',
  'aashirvaad',
  'pillsbury',
  'daawat',
  'kohinoor',
  'everest',
  'catch',
  'patanjali',
  'dabur',
  'himalaya',
  'kissan',
  'knorr',
  'yippee',
  'sunfeast',
  'pepsi',
  'sprite',
  'fanta',
  'limca',
  'thums',
  'mountain',
  'coca',
  'kelloggs',
  'quaker',
  'mother',
  'dairy',
  'nandini',
  'heritage',
  'parachute',
  'dove',
  'lux',
  'pears',
  'santoor',
  'vim',
  'harpic',
  'lizol',
  'madhur',
  'eggoz',
  'modern',
  'harvest',
  'english',
  'oven',
];

/** Optimal string alignment distance (edits: insert, delete, replace, swap two neighbours), capped. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]!;
    const prev = rows[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row[j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

let known: Set<string> | null = null;
/** The known words by spelling key (made on first need). */
let knownKeys: Map<string, string> | null = null;
let knownList: string[] = [];

/**
 * Each word's correction once worked out: a search that finds nothing as typed corrects its words three
 * times (search-engine.ts: whether to correct, which words to ask about, the corrected plan), and the same
 * words come again and again, while a word compared with the whole vocabulary costs ~0.1 ms. Bounded:
 * emptied when full.
 */
const corrections = new Map<string, string | null>();
const CORRECTIONS_KEPT = 10_000;

/** The vocabulary plus every single Latin word of the synonym table (filled on first use). */
export function setKnownWords(words: Iterable<string>): void {
  knownKeys = null;
  known = new Set([...SEARCH_VOCABULARY, ...words]);
  knownList = [...known].filter((w) => /^[a-z]{3,}$/.test(w));
  corrections.clear();
}

/** How many slips a word of this length forgives: none below 4 letters, one to 7, two from 8. */
export const slipsFor = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * The known word `word` is a slip of, or null when it is known, too short, not Latin letters or near
 * nothing. Ties go to the word sharing the first letter (thumbs rarely miss the first), then the list's order.
 */
export function correctedWord(word: string): string | null {
  if (!known) setKnownWords([]);
  const kept = corrections.get(word);
  if (kept !== undefined) return kept;
  const corrected = nearestKnown(word);
  if (corrections.size >= CORRECTIONS_KEPT) corrections.clear();
  corrections.set(word, corrected);
  return corrected;
}

function nearestKnown(word: string): string | null {
  if (known!.has(word) || !/^[a-z]+$/.test(word)) return null;
  const slips = slipsFor(word.length);
  if (slips === 0) return null;
  return nearestOf(word, knownList, slips) ?? nearestByKey(word, slips);
}

/**
 * A slip against the words' spelling keys (Hinglish spelling rules, hinglish.ts): "mayonese" is three
 * edits from mayonnaise, but its key two from mayonnaise's.
 */
function nearestByKey(word: string, slips: number): string | null {
  if (!knownKeys) {
    knownKeys = new Map();
    for (const candidate of knownList) {
      const key = spellingKey(candidate);
      if (!knownKeys.has(key)) knownKeys.set(key, candidate);
    }
  }
  const key = nearestOf(spellingKey(word), [...knownKeys.keys()], slips);
  return key === null ? null : knownKeys.get(key)!;
}

/**
 * The candidate `word` is at most `slips` edits from, the nearest first. A word of 5 letters or more may
 * also be as many slips from a longer candidate as that candidate's length forgives: a thumb drops letters
 * of a long word ("tumric" is turmeric, two letters short).
 */
export function nearestOf(word: string, candidates: readonly string[], slips: number): string | null {
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  const most = word.length >= 5 ? Math.max(slips, 2) : slips;
  for (const candidate of candidates) {
    const allowed = Math.max(slips, word.length >= 5 ? slipsFor(candidate.length) : 0);
    const distance = editDistance(word, candidate, most);
    if (distance > allowed) continue;
    const score = distance * 2 + (candidate[0] === word[0] ? 0 : 1);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
