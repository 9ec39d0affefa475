import { productPageSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const pageReply = successEnvelope(productPageSchema);

/**
 * When every word together finds nothing, search answers with the words a customer meant (issue 42,
 * fewerPlanOf): a slip corrected even where it starts a real word, a describing word kept when only an
 * unknown word had to go, a phrase no product holds whole read as its words.
 */
describe('search with fewer words', () => {
  let t: TestApp;
  let shopId: string;

  const inShop = async (q: string) => {
    const res = await t.app.inject({ url: `/api/shops/${shopId}/products?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    const { products, didYouMean } = pageReply.parse(res.json()).data;
    return { names: products.map((p) => p.name), didYouMean };
  };

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await createTestShop(t, { name: 'Fewer Words Stores' })).id;
    for (const name of [
      'Kesar Turmeric 200 g',
      'Zeta Bathing Soap Large 150 g',
      'Zeta Bathing Soap Small 75 g',
      'Nutty Crunchy Peanut Spread 340 g',
    ]) {
      await createTestProduct(t, shopId, { name, category: 'Grocery' });
    }
  });
  afterAll(async () => t.close());

  it('corrects a slip that starts a real word when the words together found nothing', async () => {
    // "turmeri" starts Turmeric, so the corrected spelling kept it; "turmeric powder" is turmeric.
    expect(await inShop('turmeri powder')).toEqual({
      names: ['Kesar Turmeric 200 g'],
      didYouMean: 'turmeric powder',
    });
  });

  it('keeps a describing word when leaving out the word nothing knows is enough', async () => {
    // "variety" is no word of the lexicon or the shop; "small" describes which soap.
    expect(await inShop('soap small variety')).toEqual({
      names: ['Zeta Bathing Soap Small 75 g'],
      didYouMean: 'soap small',
    });
  });

  it('reads a phrase no product holds whole as its words, less its last', async () => {
    // "peanut butter" is one thing to the lexicon; this shop's pack says Peanut Spread.
    expect(await inShop('crunchy peanut butter')).toEqual({
      names: ['Nutty Crunchy Peanut Spread 340 g'],
      didYouMean: 'crunchy peanut',
    });
  });
});
