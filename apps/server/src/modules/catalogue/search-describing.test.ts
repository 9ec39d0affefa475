import { productPageSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const pageReply = successEnvelope(productPageSchema);

/**
 * Words that describe for whom or how much (the lexicon's describing section, issue 42) find the packs that
 * say it another way: a child's is a baby's, sugarless is sugar free, a newborn's is small; a pack that
 * says the opposite (full cream for light) ranks below.
 */
describe('describing words in other words', () => {
  let t: TestApp;
  let shopId: string;

  const inShop = async (q: string) => {
    const res = await t.app.inject({ url: `/api/shops/${shopId}/products?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data.products.map((p) => p.name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await createTestShop(t, { name: 'Describing Words Store' })).id;
    // The packs for everyone sell more: a search that left the describing word out would show them first.
    const made: [string, number][] = [
      ['Softy Bathing Soap 100 g', 90],
      ['Softy Baby Soap 75 g', 1],
      ['Crunch Butter Cookies 100 g', 90],
      ['Crunch Sugar Free Cookies 100 g', 1],
      ['Dairyo Full Cream Yogurt 400 g', 90],
      ['Dairyo Skimmed Yogurt 400 g', 1],
    ];
    for (const [name, orderCount] of made) {
      await createTestProduct(t, shopId, { name, category: 'Grocery', orderCount });
    }
    for (const [name, orderCount] of [
      ['Snuggy Diaper Pants Large 20 pcs', 90],
      ['Snuggy Diaper Pants Small 20 pcs', 1],
    ] as const) {
      await createTestProduct(t, shopId, { name, category: 'Baby Care', orderCount });
    }
  });
  afterAll(async () => t.close());

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
});
