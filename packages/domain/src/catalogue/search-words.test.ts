import { describe, expect, it } from 'vitest';
import { indianWordsFor, MAX_SEARCH_WORDS, SYNONYM_GROUPS, searchWords } from './search-words.js';

describe('searchWords', () => {
  it('splits on anything but letters and digits, lowercases, and drops repeats', () => {
    expect(searchWords('  Toor  DAL, 1kg toor').map((w) => w.text)).toEqual(['toor', 'dal', '1kg']);
    expect(searchWords(' %_\\ ')).toEqual([]);
  });

  it('gives each Hindi word its English and other spellings, and the other way round', () => {
    expect(searchWords('chawal')[0]!.alternatives).toEqual(['chawal', 'chaawal', 'rice']);
    expect(searchWords('Atta')[0]!.alternatives).toContain('wheat flour');
    expect(searchWords('milk')[0]!.alternatives).toEqual(['milk', 'doodh', 'dudh']);
    expect(searchWords('paneer')[0]!.alternatives).toContain('cottage cheese');
    expect(searchWords('toor')[0]!.alternatives).toEqual(['toor']);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('has no word in two groups', () => {
    const words = SYNONYM_GROUPS.flat();
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('indianWordsFor', () => {
  it('names English products in the words customers type', () => {
    expect(indianWordsFor('India Gate Basmati Rice 5 kg')).toEqual(['chawal', 'chaawal']);
    expect(indianWordsFor('Amul Toned Milk 500 ml')).toEqual(['doodh', 'dudh']);
    expect(indianWordsFor('Curd')).toEqual(['dahi', 'yogurt', 'yoghurt']);
    expect(indianWordsFor('Whole Wheat Atta')).toEqual(['aata']);
  });

  it('matches whole words only', () => {
    expect(indianWordsFor('Priceless Oilcloth')).toEqual([]);
  });
});
