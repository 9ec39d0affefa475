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
