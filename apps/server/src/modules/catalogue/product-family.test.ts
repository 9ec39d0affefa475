import { productFamilySchema, productPageSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

const familyReply = successEnvelope(productFamilySchema);
const pageReply = successEnvelope(productPageSchema);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** GET /api/shops/:shopId/products/:productId: a linked product the loaded pages do not hold (issue 47). */
describe('one product with its sizes', () => {
  let t: TestApp;
  let ids: Map<string, string>;
  const kirana = () => ids.get('Apna Bazaar Kirana Stores')!;
  const get = (url: string) => t.app.inject({ url });
  const searchOne = async (shopId: string, q: string) => {
    const res = await get(`/api/shops/${shopId}/products?q=${encodeURIComponent(q)}&limit=48`);
    return pageReply.parse(res.json()).data.products;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertDemoCatalogue(t.database.db, { supermarket: false });
  });
  afterAll(async () => t.close());

  it('answers the product with the other sizes of its family, cheapest first', async () => {
    const atta = (await searchOne(kirana(), 'aashirvaad atta')).filter(
      (p) => p.familyKey === 'aashirvaad-whole-wheat-atta',
    );
    expect(atta.length).toBeGreaterThan(1);
    const dearest = atta.reduce((a, b) => (b.price > a.price ? b : a));
    const res = await get(`/api/shops/${kirana()}/products/${dearest._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { products } = familyReply.parse(res.json()).data;
    expect(products.map((p) => p._id).sort()).toEqual(atta.map((p) => p._id).sort());
    const prices = products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers a product without a family alone', async () => {
    const [single] = (await searchOne(kirana(), 'salt')).filter((p) => !p.familyKey);
    expect(single).toBeDefined();
    const res = await get(`/api/shops/${kirana()}/products/${single!._id}`);
    expect(familyReply.parse(res.json()).data.products.map((p) => p._id)).toEqual([single!._id]);
  });

  it("is a 404 for an unknown product, another shop's, a malformed id or an unknown shop", async () => {
    const [product] = await searchOne(kirana(), 'atta');
    const other = ids.get('Sri Lakshmi Fruits & Vegetables')!;
    for (const url of [
      `/api/shops/${kirana()}/products/${UNKNOWN}`,
      `/api/shops/${other}/products/${product!._id}`,
      `/api/shops/${kirana()}/products/not-an-id`,
      `/api/shops/${UNKNOWN}/products/${product!._id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success, url).toBe(false);
    }
  });

  it('is a 404 once an admin takes the product off sale', async () => {
    const [product] = await searchOne(kirana(), 'atta');
    const admin = await createTestUser(t, { role: 'admin' });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product!._id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(`/api/shops/${kirana()}/products/${product!._id}`)).statusCode).toBe(404);
  });
});
