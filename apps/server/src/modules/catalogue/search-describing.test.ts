import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchTestShop, type SearchTestShop } from '../../test/search-test-shop.js';

/**
 * Words that describe for whom or how much (the lexicon's describing section, issue 42) find the packs that
 * say it another way: a child's is a baby's, sugarless is sugar free, a newborn's is small; a pack that
 * says the opposite (full cream for light) ranks below.
 */
describe('describing words in other words', () => {
  let shop: SearchTestShop;
  const inShop = (q: string) => shop.inShop(q);

  beforeAll(async () => {
    // The packs for everyone sell more: a search that left the describing word out would show them first.
    const made: [name: string, orderCount: number, category?: string][] = [
      ['Softy Bathing Soap 100 g', 90],
      ['Softy Baby Soap 75 g', 1],
      ['Crunch Butter Cookies 100 g', 90],
      ['Crunch Sugar Free Cookies 100 g', 1],
      ['Dairyo Full Cream Yogurt 400 g', 90],
      ['Dairyo Skimmed Yogurt 400 g', 1],
      ['Snuggy Diaper Pants Large 20 pcs', 90, 'Baby Care'],
      ['Snuggy Diaper Pants Small 20 pcs', 1, 'Baby Care'],
      // The middle pack sells most: a search that ignored the size asked for would show it first.
      ['Kanak Sugar 500 g', 40],
      ['Kanak Sugar 1 kg', 90],
      ['Kanak Sugar 5 kg', 1],
    ];
    shop = await openSearchTestShop(
      { name: 'Describing Words Store' },
      made.map(([name, orderCount, category = 'Grocery']) => ({ name, orderCount, category })),
    );
  });
  afterAll(async () => shop.close());

  it("finds a baby's pack for a toddler", async () => {
    expect(await inShop('soap for toddler')).toEqual(['Softy Baby Soap 75 g']);
  });

  it('finds a sugar free pack for sugarless', async () => {
    expect(await inShop('sugarless cookies')).toEqual(['Crunch Sugar Free Cookies 100 g']);
  });

  it("finds a newborn's pack in the small size first", async () => {
    expect(await inShop('नवजात nappies')).toEqual([
      'Snuggy Diaper Pants Small 20 pcs',
      'Snuggy Diaper Pants Large 20 pcs',
    ]);
  });

  it('ranks a pack that says the opposite below, also when no pack says the word', async () => {
    // Nothing here is light: the yogurts answer, the full cream one last though it sells more.
    expect(await inShop('light yogurt')).toEqual([
      'Dairyo Skimmed Yogurt 400 g',
      'Dairyo Full Cream Yogurt 400 g',
    ]);
  });

  it('ranks the packs a size word asks for first, leaving none out', async () => {
    expect((await inShop('jumbo pack sugar')).slice(0, 3)).toEqual([
      'Kanak Sugar 5 kg',
      'Kanak Sugar 1 kg',
      'Kanak Sugar 500 g',
    ]);
    expect((await inShop('chhota pack sugar')).slice(0, 3)).toEqual([
      'Kanak Sugar 500 g',
      'Kanak Sugar 1 kg',
      'Kanak Sugar 5 kg',
    ]);
  });
});
