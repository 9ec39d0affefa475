import { describe, expect, it } from 'vitest';
import { brandKindsOf, withBrandKinds } from './brand-kinds.js';
import { searchWords } from './search-words.js';

describe('the kind a brand stands for in a shop', () => {
  it('is the kind of at least half of its products, two at least', () => {
    const kinds = brandKindsOf([
      { brand: 'Zingo', kind: 'toothpaste', products: 3 },
      { brand: 'Zingo', kind: 'toothbrush', products: 2 },
      { brand: 'Mixo', kind: 'soap', products: 2 },
      { brand: 'Mixo', kind: 'oil', products: 2 },
      { brand: 'Mixo', kind: 'atta', products: 1 },
      { brand: 'Solo', kind: 'ghee', products: 1 },
    ]);
    expect(kinds).toEqual(new Map([['zingo', 'toothpaste']]));
  });

  it('gives the kind to a brand searched alone or with a pack size, beside another word only when they name one thing', () => {
    const shop = new Map([
      ['zingo', 'toothpaste'],
      ['rice', 'bowl'],
    ]);
    expect(withBrandKinds(searchWords('zingo'), [new Map(), shop])[0]!.means).toBe('toothpaste');
    expect(withBrandKinds(searchWords('zingo 100g'), [shop])[0]!.means).toBe('toothpaste');
    // A word typed with the brand says what is wanted; a word the lexicon knows is that thing.
    expect(withBrandKinds(searchWords('zingo brush'), [shop])[0]!.means).toBeUndefined();
    expect(withBrandKinds(searchWords('rice'), [shop])[0]!.means).toBeUndefined();
    // Beside a word that with the brand's kind names one thing, the kind says which of it ("masoor dal").
    const pulses = new Map([['zingo', 'dal']]);
    expect(withBrandKinds(searchWords('zingo matki'), [pulses])[0]!.means).toBe('dal');
    expect(withBrandKinds(searchWords('matki zingo 1kg'), [pulses])[1]!.means).toBe('dal');
    expect(withBrandKinds(searchWords('zingo sabudana'), [pulses])[0]!.means).toBeUndefined();
    // The lexicon's kind stands.
    expect(withBrandKinds(searchWords('pril'), [new Map([['pril', 'glass']])])[0]!.means).toBe('dishwash');
  });
});
