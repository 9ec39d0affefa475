import { describe, expect, it } from 'vitest';
import { correctedQuery } from './search-words.js';
import { ShopVocabulary } from './shop-vocabulary.js';

const shop = new ShopVocabulary([
  'dil',
  'pasand',
  'khara',
  'bun',
  'mysore',
  'sandal',
  'soap',
  'zorvi',
  'gold',
  'tea',
]);

describe("a shop's own words", () => {
  it('corrects a slip, a spelling by ear and a compound to the words only this shop holds', () => {
    expect(shop.corrected('zrovi')).toBe('zorvi');
    expect(shop.corrected('sandle')).toBe('sandal');
    expect(shop.corrected('dilpasand')).toBe('dil pasand');
    expect(shop.corrected('soap')).toBeNull();
    expect(shop.corrected('xyzzyq')).toBeNull();
  });

  it('prefers the shop’s word to a lexicon word the shop does not hold; never respells a known word', () => {
    expect(correctedQuery('mysore sandle soap', () => false, shop)).toBe('mysore sandal soap');
    expect(correctedQuery('kara bun', () => false, shop)).toBe('khara bun');
    expect(correctedQuery('zrovi tea', () => false, shop)).toBe('zorvi tea');
    expect(correctedQuery('hing', () => false, new ShopVocabulary(['ching']))).toBeNull();
    // Without the shop's words, the lexicon alone.
    expect(correctedQuery('zrovi tea')).toBeNull();
  });

  it('forgives two slips of a long word to a word of 5 letters or more', () => {
    expect(correctedQuery('tumric powder')).toBe('turmeric powder');
  });
});
