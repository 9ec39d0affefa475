import { productPageSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const pageReply = successEnvelope(productPageSchema);

/**
 * Typos of words only a shop's own products hold (issue 42): a brand or a local product no lexicon knows.
 * The demo shops' lines were written, with the fresh held-out part, before the shop's words were read.
 */
describe("typos corrected against a shop's own words", () => {
  let t: TestApp;
  let shops: Map<string, string>;
  const inShop = async (shopId: string, q: string) => {
    const res = await t.app.inject({
      url: `/api/shops/${shopId}/products?q=${encodeURIComponent(q)}&limit=3`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2025-06-02T12:00:00+05:30'));
    shops = await insertDemoCatalogue(t.database.db, { supermarket: false });
  });
  afterAll(async () => t.close());

  it.each([
    ['Sri Krishna Iyengar Bakery', 'dilpasand', /dil pasand/i],
    ['Sri Krishna Iyengar Bakery', 'kara bun', /khara bun/i],
    ['Sri Lakshmi Fruits & Vegetables', 'yelaki banana', /yelakki/i],
    ['Sri Lakshmi Fruits & Vegetables', 'tendar coconut', /tender coconut/i],
  ])('in %s, "%s" finds what was meant first', async (shop, q, wanted) => {
    expect((await inShop(shops.get(shop)!, q)).products[0]?.name, q).toMatch(wanted);
  });

  it('corrects a swap in a short word only this shop holds, which close spellings miss', async () => {
    const shop = await createTestShop(t, { name: 'Udupi Provisions' });
    await createTestProduct(t, shop.id, { name: 'Zorvi Gold Tea 250 g', category: 'Tea' });
    await createTestProduct(t, shop.id, { name: 'Mangalore Buns 4 pcs', category: 'Bakery' });
    // "zrovi" shares one trigram of six with "zorvi": pg_trgm alone finds nothing.
    const swapped = await inShop(shop.id, 'zrovi tea');
    expect(swapped.products.map((p) => p.name)).toEqual(['Zorvi Gold Tea 250 g']);
    expect(swapped.didYouMean).toBe('zorvi tea');
    // A word the lexicon knows is never spelled as the shop's word: "hing" is not "ching".
    await createTestProduct(t, shop.id, { name: "Ching's Noodles", category: 'Instant' });
    expect((await inShop(shop.id, 'hing')).products).toEqual([]);
  });
});
