import { describe, expect, it } from 'vitest';
import { searchKey, teachSearchRequestSchema, withTaught } from './search-teaching.js';
import { searchWords } from './search-words.js';

describe('what the operator taught search', () => {
  it('reads a taught word as search reads a query: lowercase, sizes and spacing normalised', () => {
    expect(searchKey('  Zorblat 1KG ')).toBe('zorblat 1000g');
    expect(searchKey('Sorekai')).toBe('sorekai');
  });

  it('gives a word taught to mean a known word that word’s alternatives, kind and section', () => {
    const [taught] = withTaught(searchWords('vellarikka'), new Map([['vellarikka', 'cucumber']]));
    const [cucumber] = searchWords('cucumber');
    expect(taught!.text).toBe('vellarikka');
    expect(taught!.alternatives).toEqual(expect.arrayContaining([...cucumber!.alternatives, 'vellarikka']));
    expect(taught!.categories).toEqual(cucumber!.categories);
    expect(taught!.known).toBe(true);
    // A word not taught, and a meaning search reads as several words, change nothing.
    expect(withTaught(searchWords('milk'), new Map([['vellarikka', 'cucumber']]))).toEqual(
      searchWords('milk'),
    );
    expect(withTaught(searchWords('zz'), new Map([['zz', 'milk bread eggs']]))).toEqual(searchWords('zz'));
  });

  it('takes a product or a known word, exactly one of them', () => {
    const productId = '00000000-0000-4000-8000-000000000001';
    expect(teachSearchRequestSchema.safeParse({ word: 'sorekai', productId }).success).toBe(true);
    expect(teachSearchRequestSchema.safeParse({ word: 'sorekai', sameAs: 'lauki' }).success).toBe(true);
    expect(teachSearchRequestSchema.safeParse({ word: 'sorekai' }).success).toBe(false);
    expect(teachSearchRequestSchema.safeParse({ word: 'sorekai', productId, sameAs: 'lauki' }).success).toBe(
      false,
    );
    expect(teachSearchRequestSchema.safeParse({ word: '!!', sameAs: 'lauki' }).success).toBe(false);
  });
});
