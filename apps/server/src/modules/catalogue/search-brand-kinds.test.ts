import { productPageSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const pageReply = successEnvelope(productPageSchema);

/**
 * A brand stands for a kind of thing (the lexicon's BRAND_KINDS, issue 42): searched alone its products of
 * that kind come first, and a word typed with it names that kind of its products before another kind.
 */
describe('the kind a brand stands for', () => {
  let t: TestApp;
  let shopId: string;

  const inShop = async (q: string) => {
    const res = await t.app.inject({ url: `/api/shops/${shopId}/products?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data.products.map((p) => p.name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await createTestShop(t, { name: 'Brand Kinds Mart' })).id;
    // The other kinds sell more: without the brand's kind they would come first.
    const made: [string, number][] = [
      ['Nirma Dishwash Liquid 500 ml', 90],
      ['Nirma Liquid Detergent 1 L', 1],
      ['Pril Glass Cleaner 500 ml', 90],
      ['Pril Dishwash Bar 200 g', 1],
    ];
    for (const [name, orderCount] of made) {
      await createTestProduct(t, shopId, { name, category: 'Household Cleaning', orderCount });
    }
  });
  afterAll(async () => t.close());

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
});
