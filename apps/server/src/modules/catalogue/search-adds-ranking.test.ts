import { catalogueSearchSchema, productPageSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ADD_WORTH_ORDERS, ADDS_COUNTED } from './search-adds-sql.js';

const pageReply = successEnvelope(productPageSchema);
const searchReply = successEnvelope(catalogueSearchSchema);

/**
 * What customers add after a search nudges that search's order (issue 42, point 5): within products that
 * match the query equally well and are equally in stock, bounded. (The adds keep no identity: the
 * search-teaching test checks search_adds' columns.)
 */
describe('adds after a search as a ranking signal', () => {
  let t: TestApp;
  let shopId: string;
  const ids = new Map<string, string>();
  // Each page is read with its own limit: the reply cache keeps a searched page per catalogue version,
  // and adds do not move that version, so a nudge shows on the pages built after it.
  let limit = 10;

  const inShop = async (q: string) => {
    limit += 1;
    const res = await t.app.inject({ url: `/api/shops/${shopId}/products?q=${q}&limit=${limit}` });
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data.products.map((p) => p.name);
  };
  const acrossShops = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search?q=${q}` });
    expect(res.statusCode, res.body).toBe(200);
    return searchReply.parse(res.json()).data.products.map((p) => p.name);
  };
  const add = async (q: string, name: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search/added',
        payload: { q, shopId, productId: ids.get(name) },
      });
      expect(res.statusCode, res.body).toBe(204);
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await createTestShop(t, { name: 'Nudge Test Dairy' })).id;
    const made: [string, number][] = [
      ['Alpha Toned Milk 500 ml', 100],
      ['Beta Toned Milk 500 ml', 100],
      ['Delta Toned Milk 1 L', 0],
      ['Gamma Milk Chocolate 50 g', 100],
    ];
    for (const [name, stockQuantity] of made) {
      ids.set(name, (await createTestProduct(t, shopId, { name, category: 'Dairy', stockQuantity })).id);
    }
  });
  afterAll(async () => t.close());

  it('lifts the product added after the query among equally relevant ones, in the shop and across shops', async () => {
    const before = ['Alpha Toned Milk 500 ml', 'Beta Toned Milk 500 ml', 'Delta Toned Milk 1 L'];
    expect((await inShop('milk')).slice(0, 3)).toEqual(before);
    await add('Milk', 'Beta Toned Milk 500 ml', 2);
    expect((await inShop('milk')).slice(0, 2)).toEqual(['Beta Toned Milk 500 ml', 'Alpha Toned Milk 500 ml']);
    expect((await acrossShops('milk')).slice(0, 2)).toEqual([
      'Beta Toned Milk 500 ml',
      'Alpha Toned Milk 500 ml',
    ]);
    // Only that query's order: "toned milk" was never followed by an add.
    expect((await inShop('toned%20milk')).slice(0, 2)).toEqual(before.slice(0, 2));
  });

  it('never lifts a product above one that matches better, nor an out-of-stock one above one in stock', async () => {
    // Milk is the chocolate's flavour, not its kind; the 1 L is out of stock. Added far past the cap.
    await add('milk', 'Gamma Milk Chocolate 50 g', ADDS_COUNTED + 5);
    await add('milk', 'Delta Toned Milk 1 L', ADDS_COUNTED + 5);
    const names = await inShop('milk');
    expect(names.at(-1)).toBe('Gamma Milk Chocolate 50 g');
    expect(names.indexOf('Delta Toned Milk 1 L')).toBe(2);
  });

  it('counts at most ADDS_COUNTED adds a product: past the cap, more adds change nothing', async () => {
    expect(ADDS_COUNTED * ADD_WORTH_ORDERS).toBeLessThan(99_999);
    // Beta has 2; Alpha gets far more, and passes it; then Beta reaches the cap too, and the tie is by name.
    await add('milk', 'Alpha Toned Milk 500 ml', ADDS_COUNTED + 10);
    expect((await inShop('milk'))[0]).toBe('Alpha Toned Milk 500 ml');
    await add('milk', 'Beta Toned Milk 500 ml', ADDS_COUNTED);
    expect((await inShop('milk')).slice(0, 2)).toEqual(['Alpha Toned Milk 500 ml', 'Beta Toned Milk 500 ml']);
  });
});
