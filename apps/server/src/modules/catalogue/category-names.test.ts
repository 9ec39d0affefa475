import { productCategoryListSchema, shopCategoryListSchema, successEnvelope } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

/** Issue 47: categories are data, so their Hindi names are too (category_names, migration 0025). */
describe('categories in Hindi', () => {
  let t: TestApp;
  let kirana: string;
  beforeAll(async () => {
    t = await createTestApp();
    kirana = (await insertDemoCatalogue(t.database.db, { supermarket: false })).get(
      'Apna Bazaar Kirana Stores',
    )!;
  });
  afterAll(async () => t.close());

  const shopCategories = async () =>
    successEnvelope(productCategoryListSchema).parse(
      (await t.app.inject({ url: `/api/shops/${kirana}/categories` })).json(),
    ).data.categories;

  it('gives every demo category, of shops and of products, a Hindi name', async () => {
    const products = await shopCategories();
    expect(products.length).toBeGreaterThan(3);
    expect(products.filter((c) => !c.nameHi)).toEqual([]);
    expect(products.every((c) => /[\u0900-\u097f]/.test(c.nameHi!))).toBe(true);
    const shops = successEnvelope(shopCategoryListSchema).parse(
      (await t.app.inject({ url: '/api/categories' })).json(),
    ).data.categories;
    expect(shops.filter((c) => !c.nameHi)).toEqual([]);
  });

  it('lists a category without a Hindi name as written; a blank Hindi name is refused', async () => {
    const admin = await createTestUser(t, { role: 'admin' });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${kirana}/products`,
      headers: admin.headers,
      payload: {
        name: 'Camphor Tablets',
        price: 40,
        unit: 'pack',
        stockQuantity: 5,
        category: 'Pooja Extras',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await shopCategories()).find((c) => c.name === 'Pooja Extras')).toEqual({
      name: 'Pooja Extras',
      count: 1,
    });
    // A blank Hindi name is refused by the database itself.
    await expect(
      t.database.db.execute(sql`insert into category_names (name, name_hi) values ('Pooja Extras', '  ')`),
    ).rejects.toThrow();
  });
});
