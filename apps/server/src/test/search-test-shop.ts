import { productPageSchema, successEnvelope } from '@jhola/domain';
import { expect } from 'vitest';
import { createTestProduct, createTestShop } from './catalogue-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

const pageReply = successEnvelope(productPageSchema);

type ShopValues = NonNullable<Parameters<typeof createTestShop>[1]>;
/** A product of the shop: its name, and any other column (category, brand, tags, order count …). */
export type SearchTestProduct = NonNullable<Parameters<typeof createTestProduct>[2]> & { name: string };

/** A test app holding one shop, searched through the real HTTP route. */
export interface SearchTestShop {
  readonly t: TestApp;
  readonly shopId: string;
  /** The names of the products a search in the shop answers, in its order. */
  inShop(q: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Opens a test app with one shop and its products, for the search tests that each set up a small shop of
 * their own words (issue 42).
 */
export async function openSearchTestShop(
  shop: ShopValues,
  made: readonly SearchTestProduct[],
): Promise<SearchTestShop> {
  const t = await createTestApp();
  const shopId = (await createTestShop(t, shop)).id;
  for (const product of made) await createTestProduct(t, shopId, product);
  return {
    t,
    shopId,
    inShop: async (q) => {
      const res = await t.app.inject({ url: `/api/shops/${shopId}/products?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      return pageReply.parse(res.json()).data.products.map((p) => p.name);
    },
    close: () => t.close(),
  };
}
