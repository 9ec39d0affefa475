import { catalogueSearchSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchTestShop, type SearchTestShop } from '../../test/search-test-shop.js';

const searchReply = successEnvelope(catalogueSearchSchema);

/**
 * A brand stands for a kind of thing (the lexicon's BRAND_KINDS, or what most of its products in the shop
 * are, decision 0070): searched alone its products of
 * that kind come first, and a word typed with it names that kind of its products before another kind.
 */
describe('the kind a brand stands for', () => {
  let shop: SearchTestShop;
  const inShop = (q: string) => shop.inShop(q);

  beforeAll(async () => {
    // The other kinds sell more: without the brand's kind they would come first.
    const made: [name: string, orderCount: number][] = [
      ['Nirma Dishwash Liquid 500 ml', 90],
      ['Nirma Liquid Detergent 1 L', 1],
      ['Pril Glass Cleaner 500 ml', 90],
      ['Pril Dishwash Bar 200 g', 1],
    ];
    // A brand no lexicon knows: most of its products here are toothpaste; its brush sells more.
    const zingo: [string, number][] = [
      ['Zingo Toothbrush Soft', 90],
      ['Zingo Toothpaste 100 g', 1],
      ['Zingo Herbal Toothpaste 100 g', 1],
    ];
    // Another: its products here are mostly dals; its whole matki sells more than its matki dal.
    const pulso: [string, number][] = [
      ['Pulso Matki 500 g', 90],
      ['Pulso Matki Dal 500 g', 1],
      ['Pulso Toor Dal 500 g', 1],
      ['Pulso Chana Dal 500 g', 1],
    ];
    shop = await openSearchTestShop({ name: 'Brand Kinds Mart' }, [
      ...made.map(([name, orderCount]) => ({ name, category: 'Household Cleaning', orderCount })),
      ...zingo.map(([name, orderCount]) => ({ name, brand: 'Zingo', category: 'Oral Care', orderCount })),
      ...pulso.map(([name, orderCount]) => ({ name, brand: 'Pulso', category: 'Dals & Pulses', orderCount })),
    ]);
  });
  afterAll(async () => shop.close());

  it("ranks a brand's products of its kind first when the brand is searched alone", async () => {
    expect((await inShop('pril'))[0]).toBe('Pril Dishwash Bar 200 g');
  });

  it('reads a word typed with the brand as that kind of its products', async () => {
    // "liquid" is the last word (the kind) of the dishwash liquid; Nirma stands for detergent.
    expect(await inShop('nirma liquid')).toEqual([
      'Nirma Liquid Detergent 1 L',
      'Nirma Dishwash Liquid 500 ml',
    ]);
  });

  it('reads the kind of a brand the lexicon does not know from what most of its products are', async () => {
    expect((await inShop('zingo')).slice(0, 2).sort()).toEqual([
      'Zingo Herbal Toothpaste 100 g',
      'Zingo Toothpaste 100 g',
    ]);
    const res = await shop.t.app.inject({ url: '/api/search?q=zingo' });
    const across = searchReply.parse(res.json()).data.products.map((p) => p.name);
    expect(across[2]).toBe('Zingo Toothbrush Soft');
  });

  it("reads a word typed with such a brand as the brand's kind of it, when the two name one thing", async () => {
    // Pulso stands for dal here, and "matki" with dal is matki dal: the brand's dal, not its whole matki.
    expect((await inShop('pulso matki'))[0]).toBe('Pulso Matki Dal 500 g');
  });
});
