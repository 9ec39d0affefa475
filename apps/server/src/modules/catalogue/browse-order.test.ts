import { productPageSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { orderBody, placeOrder } from '../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

const pageReply = successEnvelope(productPageSchema);
type Page = ReturnType<typeof pageReply.parse>['data'];

/** Issue 47: browsing a shop with no search lists bestsellers first, and for a customer what they bought. */
describe('the order of a shop page without a search', () => {
  let t: TestApp;
  let shopId: string;
  let regular: TestUser;
  let newcomer: TestUser;
  const get = (query: string, user?: TestUser) =>
    t.app.inject({ url: `/api/shops/${shopId}/products?${query}`, headers: user?.headers ?? {} });
  const page = async (query: string, user?: TestUser): Promise<Page> => {
    const res = await get(query, user);
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data;
  };
  const walk = async (query: string, user?: TestUser) => {
    const pages: Page[] = [await page(query, user)];
    while (pages.at(-1)!.nextCursor) {
      const cursor = encodeURIComponent(pages.at(-1)!.nextCursor!);
      pages.push(await page(`${query}&cursor=${cursor}`, user));
    }
    return pages.flatMap((p) => p.products);
  };
  const order = async (user: TestUser, productId: string) => {
    const res = await placeOrder(t, user, orderBody(shopId, [{ productId, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
  };
  let byName: Page['products'];

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2025-06-02T12:00:00+05:30'));
    const ids = await insertDemoCatalogue(t.database.db, { supermarket: false });
    shopId = ids.get('Namma Fresh Supermarket')!;
    regular = await createTestUser(t, { name: 'Regular Customer' });
    newcomer = await createTestUser(t, { name: 'New Customer' });
    byName = (await page('limit=100&sort=name')).products.filter((p) => p.inStock);
  });
  afterAll(async () => t.close());

  it('lists bestsellers first, then by name; the customer’s own buys before them; every product once', async () => {
    // Before any order, the list is by name (not by category, which put "24 Mantra…" atta first).
    const before = await walk('limit=5');
    expect(before.map((p) => p._id)).toEqual((await walk('limit=5&sort=name')).map((p) => p._id));
    // Three products of three families, the last by name (so only the new order brings them first).
    const families = [...new Map(byName.map((p) => [p.familyKey ?? p._id, p])).values()];
    const [mine, second, bestseller] = families.slice(-3) as [
      Page['products'][number],
      Page['products'][number],
      Page['products'][number],
    ];
    const somebody = await createTestUser(t, { name: 'Somebody Else' });
    for (let i = 0; i < 3; i++) await order(somebody, bestseller._id);
    for (let i = 0; i < 2; i++) await order(newcomer, second._id);
    await order(regular, mine._id);
    const family = (p: Page['products'][number]) => p.familyKey ?? p._id;
    const visitor = await walk('limit=5');
    const firstFamilies = [...new Set(visitor.map(family))].slice(0, 3);
    expect(firstFamilies).toEqual([family(bestseller), family(second), family(mine)]);

    const own = await walk('limit=5', regular);
    expect([...new Set(own.map(family))].slice(0, 3)).toEqual([
      family(mine),
      family(bestseller),
      family(second),
    ]);

    for (const list of [visitor, own]) {
      expect(new Set(list.map((p) => p._id)).size).toBe(list.length);
      expect(list.length).toBe(before.length);
      // Pack sizes of a product stay side by side.
      const keys = list.map(family);
      for (const key of new Set(keys)) {
        expect(
          keys.slice(keys.indexOf(key), keys.lastIndexOf(key) + 1).every((k) => k === key),
          key,
        ).toBe(true);
      }
    }
  });

  it('walks a whole category once in the new order', async () => {
    const all = await page('limit=100');
    const category = all.products[0]!.category;
    const q = `limit=1&category=${encodeURIComponent(category)}`;
    const walked = await walk(q, regular);
    const whole = await page(`limit=100&category=${encodeURIComponent(category)}`, regular);
    expect(walked.map((p) => p._id)).toEqual(whole.products.map((p) => p._id));
    expect(walked.length).toBe(whole.total);
  });

  it("keeps a customer's order private: their reply is not shared, their cursor is theirs", async () => {
    const res = await get('limit=2', regular);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect((await get('limit=2')).headers['cache-control']).toBe('no-cache');
    const cursor = encodeURIComponent(pageReply.parse(res.json()).data.nextCursor!);
    expect((await get(`limit=2&cursor=${cursor}`)).statusCode).toBe(400);
    expect((await get(`limit=2&cursor=${cursor}`, newcomer)).statusCode).toBe(400);
    expect((await get(`limit=2&cursor=${cursor}`, regular)).statusCode).toBe(200);
    // A search is ranked by what matches, the same for everyone.
    expect((await get('q=rice', regular)).headers['cache-control']).toBe('no-cache');
  });

  it('answers a customer who never ordered here with everyone’s page, theirs once they order', async () => {
    const stranger = await createTestUser(t, { name: 'First Visit' });
    const visitor = await get('limit=2');
    const first = await get('limit=2', stranger);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toBe(visitor.body);
    // Everyone's cursor: a visitor pages on with it.
    const cursor = encodeURIComponent(pageReply.parse(first.json()).data.nextCursor!);
    expect((await get(`limit=2&cursor=${cursor}`)).statusCode).toBe(200);

    // The first by name: nobody ordered it, so it is on nobody else's first page.
    const bought = byName[0]!;
    await order(stranger, bought._id);
    const own = await get('limit=2', stranger);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const [top] = pageReply.parse(own.json()).data.products;
    expect(top!.familyKey ?? top!._id).toBe(bought.familyKey ?? bought._id);
    expect(pageReply.parse(visitor.json()).data.products.map((p) => p._id)).not.toContain(top!._id);
  });
});
