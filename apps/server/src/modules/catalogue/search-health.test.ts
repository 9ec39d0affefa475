import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchTestShop, type SearchTestShop } from '../../test/search-test-shop.js';

/**
 * A chemist's products found by what they are for and by the words for medicine (the lexicon's health
 * section, issue 42): no name, category or tag here says the complaint searched.
 */
describe('searching a chemist by what a medicine is for', () => {
  let shop: SearchTestShop;
  const inShop = (q: string) => shop.inShop(q);

  beforeAll(async () => {
    const made: [name: string, tags: string[]][] = [
      ['Nasofree Vapour Rub 25 g', []],
      ['Gelmint Antacid Gel 170 ml', []],
      ['Allerfree Antihistamine 10 Tablets', []],
      ['Healo Antiseptic Liquid 100 ml', []],
      ['Stripz Bandage Roll', []],
      ['Pyrex 500 Tablets', ['paracetamol']],
      ['Glowy Face Cream 50 g', []],
    ];
    shop = await openSearchTestShop(
      { name: 'Health Words Chemist', category: 'Pharmacy' },
      made.map(([name, tags]) => ({ name, category: 'Health Care', tags })),
    );
  });
  afterAll(async () => shop.close());

  it('finds what treats a complaint typed in Hinglish, English or Devanagari', async () => {
    expect(await inShop('sardi')).toEqual(
      expect.arrayContaining(['Nasofree Vapour Rub 25 g', 'Allerfree Antihistamine 10 Tablets']),
    );
    expect(await inShop('acidity')).toEqual(['Gelmint Antacid Gel 170 ml']);
    expect((await inShop('ghav')).sort()).toEqual(['Healo Antiseptic Liquid 100 ml', 'Stripz Bandage Roll']);
    expect(await inShop('खुजली')).toEqual(['Allerfree Antihistamine 10 Tablets']);
  });

  it('reads a word for medicine with a complaint as the medicine for it', async () => {
    // goli is a tablet: the paracetamol (tagged so) and the tablets, not the rub.
    expect((await inShop('sir dard ki goli')).sort()).toEqual(['Pyrex 500 Tablets']);
    expect(await inShop('khujli ki aushadhi')).toEqual(['Allerfree Antihistamine 10 Tablets']);
    expect(await inShop('aushadhi')).not.toContain('Glowy Face Cream 50 g');
  });
});
