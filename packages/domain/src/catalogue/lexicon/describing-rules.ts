import { OPPOSITES, PACK_SIZES, SIZE_FOR_WHOM } from './describing.js';
import type { LexiconGroup } from './lexicon.js';
import { phraseKey } from './lexicon.js';
import { lexiconGroupOf } from './lexicon-lookup.js';

const cells = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** The size a for-whom word means (describing.ts), by the word's spelling key. */
const SIZE_BY_KEY: ReadonlyMap<string, string> = new Map(
  SIZE_FOR_WHOM.trim()
    .split('\n')
    .flatMap((line) => {
      const [words = '', size = ''] = line.split(':');
      return cells(words).map((word) => [phraseKey(word), size.trim()] as const);
    }),
);

/** The size of pack a for-whom word means ("newborn": small), if it means one. */
export const sizeForWhom = (text: string): string | undefined => SIZE_BY_KEY.get(phraseKey(text));

/** A side of an opposite: its words' groups, a word of no group standing for itself. */
const sideOf = (cell: string) => cells(cell).map((word) => lexiconGroupOf(word) ?? word);

/** The English words a name says one side with. */
const namesOf = (side: readonly (LexiconGroup | string)[]) =>
  side.flatMap((each) => (typeof each === 'string' ? [each] : each.english));

/** By group (or word of no group), the words a name that contradicts it holds. */
const UNLIKE: ReadonlyMap<LexiconGroup | string, readonly string[]> = (() => {
  const unlike = new Map<LexiconGroup | string, string[]>();
  for (const line of OPPOSITES.trim().split('\n')) {
    const [one = [], other = []] = line.split('|').map(sideOf);
    for (const [side, against] of [
      [one, other],
      [other, one],
    ] as const) {
      for (const each of side) unlike.set(each, [...(unlike.get(each) ?? []), ...namesOf(against)]);
    }
  }
  return unlike;
})();

/**
 * The words a product's name says the opposite of a search word with ("light": full cream), by the word's
 * lexicon group, or the word itself when it has none ("salted": unsalted); none for most words.
 */
export const unlikeOf = (text: string, group: LexiconGroup | undefined): readonly string[] =>
  UNLIKE.get(group ?? text) ?? [];

/** Which packs a describing word's group asks for first (PACK_SIZES). */
const PACKS_OF: ReadonlyMap<LexiconGroup, 'larger' | 'smaller'> = new Map(
  PACK_SIZES.trim()
    .split('\n')
    .flatMap((line) => {
      const [word = '', packs = ''] = line.split(':').map((cell) => cell.trim());
      const group = lexiconGroupOf(word);
      return group && (packs === 'larger' || packs === 'smaller') ? [[group, packs] as const] : [];
    }),
);

/** The packs a word asks for first ("big": larger, "chhota": smaller), by its lexicon group. */
export const packsOf = (group: LexiconGroup | undefined) => (group ? PACKS_OF.get(group) : undefined);
