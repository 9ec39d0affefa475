import { describe, expect, it } from 'vitest';
import { correctedWord, editDistance, setKnownWords } from './search-correction.js';
import { withOneWordFewer } from './search-fewer.js';
import {
  correctableWords,
  correctedQuery,
  indianWordsFor,
  MAX_SEARCH_WORDS,
  normaliseQuery,
  type SearchWord,
  SYNONYM_GROUPS,
  searchWords,
  TABLE_WORDS,
} from './search-words.js';
import { pluralOf, singularOf } from './word-forms.js';

const alternativesOf = (query: string) => searchWords(query).map((w) => w.alternatives);

describe('searchWords', () => {
  it('reads letters and digits only, each word once', () => {
    // A phrase the lexicon knows is one word; a size is one token, in grams, millilitres or pieces.
    expect(searchWords('  Toor  DAL, 1kg toor').map((w) => w.text)).toEqual(['toor dal', '1000g', 'toor']);
    expect(searchWords('basmati rice gold').map((w) => w.text)).toEqual(['basmati rice', 'gold']);
    expect(searchWords(' %_\\ ')).toEqual([]);
  });

  it('adds the words that mean the same', () => {
    expect(searchWords('chawal')[0]!.alternatives).toEqual(expect.arrayContaining(['chawal', 'rice']));
    expect(searchWords('चावल')[0]!.alternatives).toEqual(expect.arrayContaining(['चावल', 'rice']));
    expect(searchWords('Atta')[0]!.alternatives).toContain('wheat flour');
    expect(searchWords('milk')[0]!.alternatives).toEqual(expect.arrayContaining(['milk', 'doodh', 'dudh']));
    // What was typed is a prefix; its synonyms are whole words ("til", sesame, is not Tilda).
    expect(searchWords('til')[0]!.wholeOnly).toContain('sesame seeds');
    expect(searchWords('til')[0]!.wholeOnly).not.toContain('til');
    expect(searchWords('paneer')[0]!.alternatives).toContain('cottage cheese');
    expect(searchWords('arhar')[0]!.alternatives).toContain('toor');
    expect(searchWords('basmati')[0]!.alternatives).toContain('basmati rice');
  });

  it.each([
    ['cheeni', 'sugar'],
    ['चीनी', 'sugar'],
    ['pyaz', 'onion'],
    ['pyaaz', 'onion'],
    ['प्याज', 'onion'],
    ['anda', 'eggs'],
    ['अंडा', 'eggs'],
    ['namak', 'salt'],
    ['नमक', 'salt'],
    ['doodh', 'milk'],
    ['दूध', 'milk'],
    ['aloo', 'potato'],
    ['आलू', 'potato'],
    ['tamatar', 'tomato'],
    ['chawal', 'rice'],
    ['dahi', 'curd'],
    ['coke', 'coca cola'],
  ])('reads Hindi, Hinglish and brands: %s means %s', (typed, meant) => {
    expect(alternativesOf(typed)[0]).toContain(meant);
  });

  it('reads Devanagari words whole, with their vowel signs', () => {
    expect(searchWords('दूध').map((w) => w.text)).toEqual(['दूध']);
    // The same word typed as decomposed characters is the same word.
    expect(searchWords('दूध'.normalize('NFD'))[0]!.alternatives).toContain('milk');
  });

  it('reads phrases as what they mean and drops little words', () => {
    // A phrase the lexicon knows is one word, its words joined by "+".
    expect(normaliseQuery('Sarson ka tel')).toBe('sarson+ka+tel');
    expect(normaliseQuery('nariyal tel')).toBe('nariyal+tel');
    expect(normaliseQuery('tata ka namak')).toBe('tata namak');
    expect(alternativesOf('Sarson ka tel')).toEqual([expect.arrayContaining(['mustard oil', 'sarson tel'])]);
    expect(alternativesOf('chai patti')).toEqual([expect.arrayContaining(['tea'])]);
    expect(alternativesOf('sarson tel')).toEqual([expect.arrayContaining(['mustard oil', 'sarson tel'])]);
  });

  it('takes a plural for its singular too', () => {
    expect(singularOf('tomatoes')).toBe('tomato');
    expect(singularOf('chillies')).toBe('chilli');
    expect(singularOf('eggs')).toBe('egg');
    expect(singularOf('glass')).toBeNull();
    expect(singularOf('dal')).toBeNull();
    expect(searchWords('tomatoes')[0]!.alternatives).toContain('tamatar');
    expect(searchWords('onions')[0]!.alternatives).toContain('pyaz');
  });

  it('takes a singular for a plural that is not the word and an s', () => {
    expect(pluralOf('berry')).toBe('berries');
    expect(pluralOf('leaf')).toBe('leaves');
    expect(pluralOf('knife')).toBe('knives');
    expect(pluralOf('day')).toBeNull();
    expect(pluralOf('dal')).toBeNull();
    expect(searchWords('berry')[0]!.alternatives).toContain('berries');
  });

  it('reads a number written as a word inside a number-letter brand', () => {
    expect(searchWords('seven up').map((w) => w.text)).toEqual(['7 up']);
    expect(searchWords('seven up')[0]!.alternatives).toContain('7up');
    // Not elsewhere: "one" is no brand's number here.
    expect(searchWords('one tea').map((w) => w.text)).toEqual(['one', 'tea']);
  });

  it('finds a compound written joined from its last part typed alone', () => {
    expect(searchWords('brush')[0]!.alternatives).toContain('toothbrush');
    expect(searchWords('wash')[0]!.alternatives).toEqual(expect.arrayContaining(['handwash', 'mouthwash']));
    // Matched whole: "wash" is not a prefix of every word starting "handwash…".
    expect(searchWords('wash')[0]!.wholeOnly).toContain('handwash');
  });

  it('marks the words that only describe a thing (colours, for whom), which a search may leave out', () => {
    expect(searchWords('hari')[0]!.describes).toBe(true);
    expect(searchWords('bachon')[0]!.describes).toBe(true);
    expect(searchWords('diaper')[0]!.describes).toBeUndefined();
    // For whom in any of its words: a child's pack is a baby's; less of something as the pack says it.
    expect(searchWords('toddler')[0]!.alternatives).toEqual(expect.arrayContaining(['baby', 'kids']));
    expect(searchWords('sugarless')[0]!.alternatives).toContain('sugar free');
  });

  it('knows the size a for-whom word means: a newborn is a baby, in the small size', () => {
    for (const typed of ['नवजात', 'new born', 'navjaat']) {
      const [word] = searchWords(typed);
      expect(word!.alternatives, typed).toEqual(expect.arrayContaining(['baby', 'infant']));
      expect(word!.means, typed).toBe('small');
    }
    expect(searchWords('shishu')[0]!.means).toBeUndefined();
  });

  it('knows the describing words that say the opposite, as a group or a word', () => {
    expect(searchWords('light')[0]!.unlike).toEqual(expect.arrayContaining(['full cream', 'full fat']));
    expect(searchWords('skimmed')[0]!.unlike).toContain('full cream');
    expect(searchWords('fat free')[0]!.alternatives).toContain('toned');
    expect(searchWords('full fat')[0]!.unlike).toEqual(
      expect.arrayContaining(['skimmed', 'lite', 'low fat']),
    );
    expect(searchWords('unsalted')[0]!.unlike).toEqual(['salted']);
    expect(searchWords('peela')[0]!.unlike).toBeUndefined();
  });

  it('knows the describing words that ask for a pack size, and no others', () => {
    expect(searchWords('jumbo')[0]!.packs).toBe('larger');
    expect(searchWords('छोटा')[0]!.packs).toBe('smaller');
    expect(searchWords('peela')[0]!.packs).toBeUndefined();
  });

  it('knows a word the synonym table reads as a brand, as it knows the brand', () => {
    expect(searchWords('कोक')[0]!.known).toBe(true);
  });

  it('reads a brand typed apart whose one word ends in its possessive s with the s apart too', () => {
    expect(searchWords('ching s')[0]!.alternatives).toContain('ching');
  });

  it('knows what a brand alone means', () => {
    expect(searchWords('maggi')[0]!.means).toBe('masala noodles');
    expect(searchWords('dal')[0]!.means).toBeUndefined();
    // Every brand of the lexicon that stands for one kind, however it is typed.
    expect(searchWords('pril')[0]!.means).toBe('dishwash');
    expect(searchWords('Head & Shoulders')[0]!.means).toBe('shampoo');
    expect(searchWords('whisper')[0]!.means).toBe('pads');
    // A word the lexicon knows is that thing, not the brand it sounds like (Santoor soap).
    expect(searchWords('संतरा')[0]!.means).toBeUndefined();
    // A brand that is its own product stands for no other kind.
    expect(searchWords('sprite')[0]!.means).toBeUndefined();
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('has no word in two groups', () => {
    const words = SYNONYM_GROUPS.flat();
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('correctedQuery', () => {
  it.each([
    ['mlik', 'milk'],
    ['sugr', 'sugar'],
    ['panner', 'paneer'],
    ['braed', 'bread'],
    ['tomatos', 'tomato'],
    ['shampo', 'shampoo'],
    ['toothpaist', 'toothpaste'],
    ['amul buter', 'amul butter'],
  ])('%s → %s', (typed, meant) => {
    expect(correctedQuery(typed)).toBe(meant);
  });

  it('is null when every word is known or too short or far from anything', () => {
    expect(correctedQuery('milk')).toBeNull();
    // A word the shop's products hold stays as typed; only the slip is corrected.
    expect(correctedQuery('braed daily')).toBe('bread dairy');
    expect(correctedQuery('braed daily', (word) => word === 'daily')).toBe('bread daily');
    expect(correctedQuery('gold', (word) => word === 'gold')).toBeNull();
    expect(correctedQuery('xq')).toBeNull();
    expect(correctedQuery('zzzzzzz')).toBeNull();
    expect(correctedQuery('चीनी')).toBeNull();
  });

  it('names the words a correction could change, and only those (the only ones worth looking up)', () => {
    expect(correctableWords('basmti rice daily')).toEqual(new Set(['basmti', 'daily']));
    expect(correctableWords('basmti chawal')).toEqual(new Set(['basmti']));
    expect(correctableWords('Amul  BUTER')).toEqual(new Set(['buter']));
    expect(correctableWords('milk 500 ml')).toEqual(new Set());
    // Whatever `found` says of the others, correctedQuery changes no word outside this set.
    for (const query of ['braed gold', 'mlik daily', 'sugr tata salt']) {
      const kept = correctedQuery(query, (word) => !correctableWords(query).has(word));
      expect(kept).toBe(correctedQuery(query));
    }
  });

  it('counts a swap of neighbours as one slip', () => {
    expect(editDistance('mlik', 'milk')).toBe(1);
    expect(editDistance('panner', 'paneer')).toBe(1);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
    expect(correctedWord('zuzu')).toBeNull();
  });

  it('remembers each correction until the known words change', () => {
    expect(correctedWord('sugr')).toBe('sugar');
    expect(correctedWord('sugr')).toBe('sugar');
    expect(correctedWord('zuzu')).toBeNull();
    try {
      setKnownWords([...TABLE_WORDS, 'zuzo']);
      expect(correctedWord('zuzu')).toBe('zuzo');
    } finally {
      setKnownWords(TABLE_WORDS);
    }
    expect(correctedWord('zuzu')).toBeNull();
    expect(correctedWord('sugr')).toBe('sugar');
  });
});

describe('indianWordsFor', () => {
  it('names English products in the words customers type', () => {
    expect(indianWordsFor('India Gate Basmati Rice 5 kg')).toEqual(['chawal', 'chaawal']);
    expect(indianWordsFor('Amul Toned Milk 500 ml')).toEqual(['doodh', 'dudh']);
    expect(indianWordsFor('Curd')).toEqual(['dahi', 'yogurt', 'yoghurt']);
    expect(indianWordsFor('Whole Wheat Atta')).toEqual(['aata']);
    expect(indianWordsFor('Coca-Cola 750 ml')).toContain('coke');
  });

  it('matches whole words only', () => {
    expect(indianWordsFor('Priceless Oilcloth')).toEqual([]);
  });
});

describe('withOneWordFewer', () => {
  const texts = (query: string) =>
    withOneWordFewer(searchWords(query)).map((w) => w.map((x) => x.text).join(' '));
  it('drops a word the synonym table does not know first, then a brand, the thing wanted last', () => {
    expect(texts('tata paneer')).toEqual(['paneer', 'tata']);
    expect(texts('tea natural')).toEqual(['tea', 'natural']);
    expect(texts('maggi gold')).toEqual(['maggi', 'gold']);
    expect(texts('gold atta select')).toEqual(['atta select', 'gold atta', 'gold select']);
  });
  it('drops a pack size before any word', () => {
    const texts = (ws: SearchWord[]) => ws.map((w) => w.text).join(' ');
    expect(withOneWordFewer(searchWords('poha 500g')).map(texts)).toEqual(['poha', '500g']);
  });

  it('has nothing to offer for one word', () => {
    expect(texts('paneer')).toEqual([]);
    expect(withOneWordFewer([])).toEqual([]);
  });
});
