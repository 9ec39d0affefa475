import { productPageSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const pageReply = successEnvelope(productPageSchema);

/**
 * Spellings the lexicon does not list meet its words by rule (issue 42, hinglish.ts): au typed o, an
 * English compound written in Devanagari by ear, joined or apart.
 */
describe('words spelt as they are said', () => {
  let t: TestApp;
  let shopId: string;

  const inShop = async (q: string) => {
    const res = await t.app.inject({ url: `/api/shops/${shopId}/products?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data.products.map((p) => p.name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await createTestShop(t, { name: 'Spelling Stores' })).id;
    for (const name of ['Kesar Fennel Seeds 100 g', 'Shiny Floor Cleaner 500 ml', 'Glowy Face Wash 100 ml']) {
      await createTestProduct(t, shopId, { name, category: 'Grocery' });
    }
    // Another cleaner, ordered more: a search that read only "cleaner" would show it first.
    await createTestProduct(t, shopId, {
      name: 'Shiny Glass Cleaner 500 ml',
      category: 'Grocery',
      orderCount: 90,
    });
  });
  afterAll(async () => t.close());

  it('meets a word typed with o for au', async () => {
    expect(await inShop('sonf')).toEqual(['Kesar Fennel Seeds 100 g']);
  });

  it('meets an English name written in Devanagari, joined or apart', async () => {
    expect(await inShop('फ्लोर क्लीनर')).toEqual(['Shiny Floor Cleaner 500 ml']);
    expect(await inShop('फेसवॉश')).toEqual(['Glowy Face Wash 100 ml']);
  });
});
