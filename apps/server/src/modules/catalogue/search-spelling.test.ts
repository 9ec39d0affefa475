import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchTestShop, type SearchTestShop } from '../../test/search-test-shop.js';

/**
 * Spellings the lexicon does not list meet its words by rule (issue 42, hinglish.ts): au typed o, an
 * English compound written in Devanagari by ear, joined or apart.
 */
describe('words spelt as they are said', () => {
  let shop: SearchTestShop;
  const inShop = (q: string) => shop.inShop(q);

  beforeAll(async () => {
    shop = await openSearchTestShop({ name: 'Spelling Stores' }, [
      ...[
        'Kesar Fennel Seeds 100 g',
        'Shiny Floor Cleaner 500 ml',
        'Glowy Face Wash 100 ml',
        'Kesar Maida 1 kg',
        'Creamo Mayonnaise 250 g',
      ].map((name) => ({
        name,
        category: 'Grocery',
      })),
      // Another cleaner, ordered more: a search that read only "cleaner" would show it first.
      { name: 'Shiny Glass Cleaner 500 ml', category: 'Grocery', orderCount: 90 },
    ]);
  });
  afterAll(async () => shop.close());

  it('meets a word typed with o for au', async () => {
    expect(await inShop('sonf')).toEqual(['Kesar Fennel Seeds 100 g']);
  });

  it('meets an English name written in Devanagari, joined or apart', async () => {
    expect(await inShop('फ्लोर क्लीनर')).toEqual(['Shiny Floor Cleaner 500 ml']);
    expect(await inShop('फेसवॉश')).toEqual(['Glowy Face Wash 100 ml']);
  });

  it('meets a word typed with e for ai', async () => {
    expect(await inShop('meda')).toEqual(['Kesar Maida 1 kg']);
  });

  it('meets an English word written in Devanagari with a y between vowels and a z for its s', async () => {
    expect(await inShop('मेयोनेज़')).toEqual(['Creamo Mayonnaise 250 g']);
  });
});
