import { LITTLE_WORDS } from './lexicon/lexicon.js';
import { SIZE_TOKEN } from './search-sizes.js';
import { type SearchWord, searchWords } from './search-words.js';

/** A part of a phrase shorter than this says too little on its own ("to" of "ready to eat", "up"). */
const SHORTEST_PART = 3;

/**
 * A phrase the lexicon or the brands know, read as its words: "marie gold" → marie, gold; "ready to eat" →
 * ready, eat. Each part is known (a word of a known name), so what is left of it still names something.
 */
function partsOfPhrase(word: SearchWord): SearchWord[] {
  return word.text
    .split(' ')
    .filter((part) => part.length >= SHORTEST_PART && !LITTLE_WORDS.has(part))
    .flatMap((part) => searchWords(part).map((read) => ({ ...read, known: true })));
}

/**
 * When no product holds a phrase whole ("marie gold" in a shop of Marie Biscuits, "mtr ready to eat" where
 * MTR's packs say Ready Rajma Masala), the query with each phrase apart, then less one of its parts, the
 * last part first (a name's last word is most often its variant: Marie Gold is Marie). The other words
 * stay as typed. None when the query has no phrase of several words.
 */
export function withPhrasesApart(words: readonly SearchWord[]): SearchWord[][] {
  const parts = words.map((word) => (word.text.includes(' ') ? partsOfPhrase(word) : [word]));
  const apart = parts.flat();
  if (apart.length === words.length) return [];
  const fromPhrases = parts.flatMap((each, i) => (words[i]!.text.includes(' ') ? each : []));
  const lessOne = fromPhrases.reverse().map((part) => apart.filter((word) => word !== part));
  return [apart, ...lessOne].filter((choice) => choice.length > 0);
}

/**
 * How long a word is kept when a suggestion drops one: a pack size first ("poha 500g" → poha), a word the synonym table does not know ("natural",
 * "kolam", "gold") goes first, then a brand ("amul", "maggi"), and a thing the table knows ("paneer", "tea")
 * last.
 */
const keptFor = (word: SearchWord) =>
  SIZE_TOKEN.test(word.text) ? -1 : word.means ? 1 : word.alternatives.length > 1 ? 2 : 0;

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
