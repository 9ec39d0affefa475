import { describe, expect, it } from 'vitest';
import { normaliseQuery, searchWords } from '../search-words.js';
import { withUsesRead } from './uses.js';

const texts = (query: string) => searchWords(query).map((w) => w.text);

describe('what a thing is used for and for whom (uses.ts)', () => {
  it('reads a Hinglish phrase of use, in Latin letters or Devanagari, as the kind it names', () => {
    expect(texts('farsh pochne ka liquid')).toEqual(['floor cleaner']);
    expect(texts('फर्श साफ करने वाला')).toEqual(['floor cleaner']);
    expect(texts('machhar bhagane wali')).toEqual(['mosquito repellent']);
    expect(texts('tilchatta maarne ke liye')).toEqual(['insect killer']);
  });

  it('takes the rule that says most: a form named with the use names that form of the kind', () => {
    expect(normaliseQuery('kapdon ko dhone ka powder')).toBe('detergent+powder');
    expect(normaliseQuery('kapdon ko dhone wala')).toBe('detergent');
  });

  it('reads for whom a pet thing is, from the animal or from a pet brand', () => {
    expect(texts('billiyon ke biskit')).toEqual(['cat', 'treats']);
    expect(texts('pille ka bhojan')).toEqual(['puppy food']);
    // A pet brand says its animal; its word stays.
    expect(texts('meat up biskit')).toEqual(['meat up', 'dog', 'treats']);
  });

  it('reads nothing into one role alone, nor into roles no rule joins', () => {
    expect(withUsesRead(['farsh'])).toEqual(['farsh']);
    expect(withUsesRead(['haath', 'saaf'])).toEqual(['haath', 'saaf']);
    expect(withUsesRead(['aloo', 'tikki'])).toEqual(['aloo', 'tikki']);
  });
});

describe('product lines and brands typed apart', () => {
  it('reads a line after its brand as the brand meaning the kind, and the line or its kind', () => {
    const [brand, line] = searchWords('amul masti');
    expect(brand).toMatchObject({ text: 'amul', means: 'buttermilk' });
    expect(line).toMatchObject({ text: 'masti', alternatives: ['masti', 'buttermilk'] });
    expect(searchWords('colgate max fresh').map((w) => w.text)).toEqual(['colgate', 'maxfresh']);
    expect(searchWords('britannia nutri choice 200g').map((w) => w.text)).toEqual([
      'britannia',
      'nutrichoice',
      '200g',
    ]);
  });

  it('leaves a word the brand has no line by as it is', () => {
    expect(searchWords('amul butter').map((w) => w.text)).toEqual(['amul', 'butter']);
  });

  it('reads a brand typed apart, or with its possessive s apart, as the brand', () => {
    expect(searchWords('johnson s baby oil')[0]!.alternatives).toContain('johnson');
    expect(searchWords('kel loggs')[0]!.alternatives).toContain('kellogg');
  });
});

describe('a use said as a doer, an animal’s young, a smell, a pain, a care (uses.ts)', () => {
  it('reads an action only one kind does, said as "the one that does it", as that kind', () => {
    expect(texts('पोंछा लगाने वाली')).toEqual(['floor cleaner']);
    expect(texts('bhagane wali')).toEqual(['mosquito repellent']);
    // Without a doer's word, or for an action several kinds do, nothing is read into it.
    expect(withUsesRead(['pochha'])).toEqual(['pochha']);
    expect(withUsesRead(['saaf', 'karne', 'wala'])).toEqual(['saaf', 'karne', 'wala']);
  });

  it("reads an animal said with a baby as the animal's young", () => {
    expect(texts('food for baby cats')).toEqual(['kitten food']);
  });

  it('leaves out a form the kind read is not sold in', () => {
    expect(texts('hands washing bar')).toEqual(['hand wash']);
  });

  it('reads a smell, a pain and a care with what they are of', () => {
    expect(texts('pasine ki durgandh')).toEqual(['deodorant']);
    expect(texts('mouth odour')).toEqual(['mouthwash']);
    expect(texts('paste for tooth pain')).toEqual(['sensitive', 'toothpaste']);
    expect(texts('twacha ki dekhbhal')).toEqual(['personal care']);
    expect(texts('dog care')).toEqual(['pet care']);
  });
});

describe('what a dish is made with (dishes.ts)', () => {
  it('reads a dish with a general word of a kind it is made with as that kind', () => {
    expect(normaliseQuery('pulao ke liye chawal')).toBe('basmati+rice');
    expect(normaliseQuery('dosa ke liye dal')).toBe('urad+dal');
    expect(normaliseQuery('dosa ka chawal')).toBe('idli+rice');
  });

  it('reads a dish alone, or with a word of no kind it is made with, as typed', () => {
    expect(normaliseQuery('pulao')).toBe('pulao');
    expect(normaliseQuery('pulao masala')).toBe('pulao masala');
  });
});

describe('product lines without their brand, and a brand’s possessive', () => {
  it('reads a line named in several words alone as its brand’s line', () => {
    expect(searchWords('nutri choice').map((w) => w.text)).toEqual(['britannia', 'nutrichoice']);
    // A line's one word alone is a word of its own: "gold" is no tea.
    expect(searchWords('gold').map((w) => w.text)).toEqual(['gold']);
  });

  it("reads a brand's possessive s typed apart before its line", () => {
    expect(searchWords('nandini s good life').map((w) => w.text)).toEqual(['nandini', 'goodlife']);
  });

  it('leaves out a general word typed after a line, the kind it already is', () => {
    expect(searchWords('nutri choice biscuits').map((w) => w.text)).toEqual(['britannia', 'nutrichoice']);
  });
});
