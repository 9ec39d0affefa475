import {
  adminCategoryNameListSchema,
  adminCategoryNameSchema,
  productCategoryListSchema,
  successEnvelope,
} from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { CATALOGUE_CHECK_MS } from './freshness.js';

const listReply = successEnvelope(adminCategoryNameListSchema);
const setReply = successEnvelope(adminCategoryNameSchema);

/** Issue 47: an admin gives a category its Hindi name, and the shop pages show it. */
describe('admin: category names in Hindi', () => {
  let t: TestApp;
  let kirana: string;
  let admin: TestUser;
  const start = new Date('2026-11-20T06:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(start);
    kirana = (await insertDemoCatalogue(t.database.db, { supermarket: false })).get(
      'Apna Bazaar Kirana Stores',
    )!;
    admin = await createTestUser(t, { role: 'admin' });
  });
  afterAll(async () => t.close());

  const list = async () =>
    listReply.parse((await t.app.inject({ url: '/api/admin/category-names', headers: admin.headers })).json())
      .data.categories;
  const put = (payload: Record<string, unknown>, headers = admin.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/category-names', headers, payload });
  const shopCategories = async () =>
    successEnvelope(productCategoryListSchema).parse(
      (await t.app.inject({ url: `/api/shops/${kirana}/categories` })).json(),
    ).data.categories;

  it('lists every category of shops and products with its Hindi name and use', async () => {
    const categories = await list();
    const atta = categories.find((c) => c.name === 'Atta & Flours');
    expect(atta).toMatchObject({ nameHi: 'आटा और बेसन', shopCount: 0 });
    expect(atta!.productCount).toBeGreaterThan(0);
    expect(categories.find((c) => c.name === 'Grocery')!.shopCount).toBeGreaterThan(0);
    const names = categories.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("changes a category's Hindi name; the shop page shows it once the catalogue is checked again", async () => {
    expect((await shopCategories()).find((c) => c.name === 'Atta & Flours')!.nameHi).toBe('आटा और बेसन');
    const res = await put({ name: 'Atta & Flours', nameHi: '  आटा, मैदा और बेसन ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(setReply.parse(res.json()).data).toMatchObject({
      name: 'Atta & Flours',
      nameHi: 'आटा, मैदा और बेसन',
    });
    expect((await list()).find((c) => c.name === 'Atta & Flours')!.nameHi).toBe('आटा, मैदा और बेसन');
    t.setNow(new Date(start.getTime() + CATALOGUE_CHECK_MS + 1));
    expect((await shopCategories()).find((c) => c.name === 'Atta & Flours')!.nameHi).toBe('आटा, मैदा और बेसन');
    // The same name again changes nothing.
    expect((await put({ name: 'Atta & Flours', nameHi: 'आटा, मैदा और बेसन' })).statusCode).toBe(200);
    expect((await list()).filter((c) => c.name === 'Atta & Flours')).toHaveLength(1);
  });

  it('refuses a blank or too long name, an unknown category and extra fields with a 4xx, changing nothing', async () => {
    const before = await list();
    for (const payload of [
      { name: 'Atta & Flours', nameHi: '   ' },
      { name: 'Atta & Flours', nameHi: 'क'.repeat(61) },
      { name: 'Atta & Flours' },
      { name: 'Atta & Flours', nameHi: 'आटा', shopId: kirana },
      { name: '', nameHi: 'आटा' },
    ]) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const blank = (await put({ name: 'Atta & Flours', nameHi: '   ' })).json();
    expect(blank.errors).toContainEqual({ field: 'nameHi', message: 'Write the Hindi name' });
    const unknown = await put({ name: 'Spaceship Parts', nameHi: 'अंतरिक्ष' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Category not found');
    expect(await list()).toEqual(before);
  });

  it('is for admins only', async () => {
    const customer = await createTestUser(t, { role: 'customer' });
    const shopper = await createTestUser(t, { role: 'shopper' });
    for (const who of [customer, shopper]) {
      expect(
        (await t.app.inject({ url: '/api/admin/category-names', headers: who.headers })).statusCode,
      ).toBe(403);
      expect((await put({ name: 'Grocery', nameHi: 'किराना' }, who.headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/category-names' })).statusCode).toBe(401);
  });
});
