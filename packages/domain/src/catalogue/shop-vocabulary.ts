import { spellingKey } from './lexicon/hinglish.js';
import { nearestOf, slipsFor } from './search-correction.js';

/** The shortest word of a shop's own that a slip is corrected to, and each half of a split compound. */
const SHORTEST = 3;

/**
 * The words a shop's products hold (their names and aliases), for typos the lexicon cannot know: a brand
 * or a local product only this shop carries ("bikanerwala" is Bikanervala, "yelaki" the Yelakki banana,
 * "dilpasand" the bakery's Dil Pasand). Built once per shop's words and kept by the server.
 */
export class ShopVocabulary {
  private readonly words: ReadonlySet<string>;
  private readonly list: readonly string[];
  private keys: Map<string, string> | null = null;

  constructor(words: Iterable<string>) {
    this.words = new Set([...words].filter((w) => /^[a-z]+$/.test(w) && w.length >= SHORTEST));
    this.list = [...this.words];
  }

  /** The vocabularies of several shops as one (cross-shop search). */
  static of(vocabularies: readonly ShopVocabulary[]): ShopVocabulary {
    return vocabularies.length === 1
      ? vocabularies[0]!
      : new ShopVocabulary(vocabularies.flatMap((v) => v.list));
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /**
   * The shop's word or words `word` is a slip of, or null: one or two edits away (as the lexicon's
   * correction forgives), the same by its Hinglish spelling key, or two of the shop's words run together.
   */
  corrected(word: string): string | null {
    if (!/^[a-z]+$/.test(word) || this.words.has(word)) return null;
    const slips = slipsFor(word.length);
    if (slips === 0) return null;
    return nearestOf(word, this.list, slips) ?? this.byKey(word, slips) ?? this.split(word);
  }

  private byKey(word: string, slips: number): string | null {
    if (!this.keys) {
      this.keys = new Map();
      for (const w of this.list) if (!this.keys.has(spellingKey(w))) this.keys.set(spellingKey(w), w);
    }
    const key = nearestOf(spellingKey(word), [...this.keys.keys()], slips);
    return key === null ? null : this.keys.get(key)!;
  }

  /** "dilpasand" → "dil pasand": the first split whose two halves are both the shop's words. */
  private split(word: string): string | null {
    for (let i = SHORTEST; i <= word.length - SHORTEST; i++) {
      if (this.words.has(word.slice(0, i)) && this.words.has(word.slice(i))) {
        return `${word.slice(0, i)} ${word.slice(i)}`;
      }
    }
    return null;
  }
}
