import { describe, expect, it } from 'vitest';
import { sizeAlternatives, sizeTokens } from './search-sizes.js';
import { searchWords } from './search-words.js';

describe('pack sizes as people type them', () => {
  it.each([
    ['500gm', '500g'],
    ['500 gms', '500g'],
    ['250 grams', '250g'],
    ['1kg', '1000g'],
    ['5 kgs', '5000g'],
    ['1 kilo', '1000g'],
    ['0.5 kg', '500g'],
    ['2ltr', '2000ml'],
    ['1 lt', '1000ml'],
    ['1 litre', '1000ml'],
    ['1.25 liter', '1250ml'],
    ['750ml', '750ml'],
    ['2l', '2000ml'],
    ['12 pcs', '12pcs'],
    ['6pc', '6pcs'],
    ['4 pack', '4pcs'],
  ])('%s is %s', (typed, token) => {
    expect(sizeTokens(`atta ${typed}`).map((s) => s.token)).toEqual([token]);
  });

  it('leaves numbers without a unit, and words that only start like one', () => {
    expect(sizeTokens('dolo 650')).toEqual([]);
    expect(sizeTokens('7up')).toEqual([]);
    expect(sizeTokens('24 mantra')).toEqual([]);
    expect(sizeTokens('1 gold')).toEqual([]);
  });

  it('matches the pack by quantity: 1 kg is 1000 g, 500 ml is 0.5 L', () => {
    expect(sizeAlternatives('1000g')).toEqual(expect.arrayContaining(['1000 g', '1 kg', '1kg']));
    expect(sizeAlternatives('500g')).toEqual(expect.arrayContaining(['500 g', '0.5 kg']));
    expect(sizeAlternatives('2250ml')).toEqual(expect.arrayContaining(['2250 ml', '2.25 l']));
    expect(searchWords('sugar 1kg').map((w) => w.text)).toEqual(['sugar', '1000g']);
    expect(searchWords('1 KG sugar').map((w) => w.text)).toEqual(['1000g', 'sugar']);
  });
});

describe('compounds, spacing and number-letter brands', () => {
  it('joins words typed apart and splits words typed together', () => {
    expect(searchWords('tooth paste')[0]!.alternatives).toContain('toothpaste');
    expect(searchWords('handwash')[0]!.alternatives).toContain('hand wash');
    expect(searchWords('7 up')[0]!.alternatives).toContain('7up');
    expect(searchWords('7-up')[0]!.alternatives).toContain('7up');
    expect(searchWords('dolo650')[0]!.alternatives).toContain('dolo 650');
    expect(searchWords('mamy poko')[0]!.alternatives).toContain('mamypoko');
    expect(searchWords('surfexcel')[0]!.alternatives).toContain('surf excel');
  });
});

describe('sizes in Hindi and in words (issue 42, second stop)', () => {
  it('reads Devanagari units and digits, and amounts said in words', () => {
    expect(searchWords('बेसन 1 किलो').map((w) => w.text)).toEqual(['बेसन', '1000g']);
    expect(searchWords('पनीर २०० ग्राम').map((w) => w.text)).toEqual(['पनीर', '200g']);
    expect(searchWords('tomato half kg').map((w) => w.text)).toEqual(['tomato', '500g']);
    expect(searchWords('aadha kilo pyaz').map((w) => w.text)).toEqual(['500g', 'pyaz']);
    expect(searchWords('dedh litre doodh').map((w) => w.text)).toEqual(['1500ml', 'doodh']);
    // "pav" alone is bread: only an amount before a unit.
    expect(searchWords('ladi pav').map((w) => w.text)).toEqual(['ladi pav']);
  });

  it("matches a name's possessive typed without its apostrophe", () => {
    expect(searchWords('mothers recipe pickle')[0]!.alternatives).toContain('mother s recipe');
  });
});
