import { productCategoryListSchema, productPageSchema, searchWords, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';
import { KIND_COUNTS_MS } from './kind-counts.js';
import { productPages } from './product-page-service.js';

const pageReply = successEnvelope(productPageSchema);
const categoriesReply = successEnvelope(productCategoryListSchema);
type Page = ReturnType<typeof pageReply.parse>['data'];

describe('paged catalogue', () => {
  let t: TestApp;
  let ids: Map<string, string>;
  const supermarket = () => ids.get('Namma Fresh Supermarket')!;
  const kirana = () => ids.get('Apna Bazaar Kirana Stores')!;
  const page = async (shopId: string, query: string): Promise<Page> => {
    const res = await t.app.inject({ url: `/api/shops/${shopId}/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data;
  };
  /** Every page of a query, following nextCursor. */
  const walk = async (shopId: string, query: string) => {
    const pages: Page[] = [await page(shopId, query)];
    while (pages.at(-1)!.nextCursor) {
      pages.push(await page(shopId, `${query}&cursor=${encodeURIComponent(pages.at(-1)!.nextCursor!)}`));
    }
    return pages;
  };

  /** A product added by an admin, through the admin API. */
  const addProduct = async (shopId: string, payload: Record<string, unknown>) => {
    const admin = await createTestUser(t, { role: 'admin' });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${shopId}/products`,
      headers: admin.headers,
      payload,
    });
    expect(added.statusCode, added.body).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertDemoCatalogue(t.database.db, { supermarket: false });
  });
  afterAll(async () => t.close());

  it('lists the categories of a shop with their counts', async () => {
    const res = await t.app.inject({ url: `/api/shops/${kirana()}/categories` });
    const { categories } = categoriesReply.parse(res.json()).data;
    // With its Hindi name when the catalogue has one (issue 47).
    expect(categories).toContainEqual({ name: 'Atta & Flours', count: 3, nameHi: 'आटा और बेसन' });
    expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort());
    const all = await page(kirana(), 'limit=100');
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(all.total);
  });

  it.each(['relevance', 'name', 'price_asc', 'price_desc'])(
    'walks every product once in sort %s, pack sizes of a product side by side',
    async (sort) => {
      const pages = await walk(supermarket(), `limit=7&sort=${sort}`);
      const products = pages.flatMap((p) => p.products);
      expect(pages.every((p) => p.total === products.length)).toBe(true);
      expect(new Set(products.map((p) => p._id)).size).toBe(products.length);
      expect(products.length).toBe((await page(supermarket(), 'limit=100')).total);
      const families = products.map((p) => p.familyKey);
      for (const key of new Set(families.filter(Boolean))) {
        const first = families.indexOf(key);
        const last = families.lastIndexOf(key);
        expect(
          families.slice(first, last + 1).every((k) => k === key),
          `${sort} ${key}`,
        ).toBe(true);
      }
      if (sort === 'price_asc') {
        const cheapest = products.map((p) => p.price);
        expect(cheapest[0]).toBe(Math.min(...cheapest));
      }
    },
  );

  it.each(['atta', 'flour', 'wheat atta'])(
    'walks a search for %s best first: every match once, pack sizes side by side, as one page orders them',
    async (q) => {
      const pages = await walk(supermarket(), `q=${encodeURIComponent(q)}&limit=4`);
      const walked = pages.flatMap((p) => p.products);
      expect(pages.length).toBeGreaterThan(1);
      expect(pages.every((p) => p.total === walked.length)).toBe(true);
      // The first page is read by a top-N sort and later pages by ranking every family: the same order.
      const whole = await page(supermarket(), `q=${encodeURIComponent(q)}&limit=100`);
      expect(walked.map((p) => p._id)).toEqual(whole.products.map((p) => p._id));
      const families = walked.map((p) => p.familyKey ?? p._id);
      for (const key of new Set(families)) {
        const span = families.slice(families.indexOf(key), families.lastIndexOf(key) + 1);
        expect(
          span.every((k) => k === key),
          `${q} ${key}`,
        ).toBe(true);
      }
    },
  );

  it('filters by category and searches on the server, best match first', async () => {
    const atta = await page(kirana(), 'category=Atta%20%26%20Flours');
    expect(atta.products.map((p) => p.packSize)).toEqual(['1 kg', '5 kg', '10 kg']);
    expect(atta.products.every((p) => p.familyKey === 'aashirvaad-whole-wheat-atta')).toBe(true);
    const chawal = await page(kirana(), 'q=chawal');
    expect(chawal.products.map((p) => p.name)).toEqual(['Kolam Rice']);
    expect(chawal.total).toBe(1);
    // A typo finds close spellings when nothing is spelled that way.
    expect((await page(kirana(), 'q=chawl')).products.map((p) => p.name)).toEqual(['Kolam Rice']);
    // Only the words no product holds are spelled otherwise: "kolam" as typed, "chawl" close to chawal.
    expect((await page(kirana(), 'q=kolam%20chawl')).products.map((p) => p.name)).toEqual(['Kolam Rice']);
    const none = await page(kirana(), 'q=unicorn');
    expect(none).toEqual({ products: [], nextCursor: null, total: 0, didYouMean: null });
  });

  it('shows a product the admin adds in the very next search (searched pages are kept per catalogue version)', async () => {
    expect((await page(kirana(), 'q=jaggery')).total).toBe(0);
    await addProduct(kirana(), { name: 'Organic Jaggery', price: 95, unit: 'kg', stockQuantity: 20 });
    const found = await page(kirana(), 'q=jaggery');
    expect(found.products.map((p) => p.name)).toEqual(['Organic Jaggery']);
    expect((await page(kirana(), 'q=gud')).products.map((p) => p.name)).toEqual(['Organic Jaggery']);
  });

  it('keeps the first screen small: categories and the first page in well under 60 KB', async () => {
    const categories = await t.app.inject({ url: `/api/shops/${supermarket()}/categories` });
    const first = await t.app.inject({ url: `/api/shops/${supermarket()}/products` });
    expect(pageReply.parse(first.json()).data.products).toHaveLength(48);
    expect(categories.rawPayload.length + first.rawPayload.length).toBeLessThan(60 * 1024);
  });

  it('refuses a cursor of another query, a made-up cursor, and a bad query; 404 for an unknown shop', async () => {
    const { nextCursor } = await page(supermarket(), 'limit=2&sort=name');
    for (const query of [
      `sort=price_asc&cursor=${nextCursor}`,
      'cursor=abc',
      'limit=0',
      'limit=101',
      'sort=cheap',
    ]) {
      const res = await t.app.inject({ url: `/api/shops/${supermarket()}/products?limit=2&${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    const refused = await t.app.inject({ url: `/api/shops/${supermarket()}/products?cursor=abc` });
    expect(refused.json().message).toBe('This list has changed: load it again from the start');
    for (const shopId of ['00000000-0000-4000-8000-000000000000', 'not-a-shop']) {
      for (const path of ['products', 'categories']) {
        const res = await t.app.inject({ url: `/api/shops/${shopId}/${path}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Shop not found');
      }
    }
  });
  it('answers a search in an unknown shop with 404 before trying close spellings', async () => {
    // The same database handle, counting the statements it is asked to run.
    let statements = 0;
    const db = t.database.db;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'execute' && key !== 'select') return value;
        return (...args: unknown[]) => {
          statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Db;
    const unknown = '00000000-0000-4000-8000-000000000000';
    // Every search with words first reads what was added after its query (one statement: the nudge).
    // "mlik" finds nothing as typed, nor corrected (the words held, the page for milk): then the shop.
    await expect(
      productPages.page({ db: counting }, unknown, { q: 'mlik', sort: 'relevance', limit: 48 }),
    ).rejects.toMatchObject({ status: 404, message: 'Shop not found' });
    expect(statements).toBe(5);
    // A word no correction changes goes from the page as typed to whether the products hold it (only a
    // word they do not is spelled otherwise), then to the shop.
    statements = 0;
    await expect(
      productPages.page({ db: counting }, unknown, { q: 'qwxzv', sort: 'relevance', limit: 48 }),
    ).rejects.toMatchObject({ status: 404 });
    expect(statements).toBe(4);
    // A shop that exists but holds nothing like it: an empty page, not a 404 (a typo corrected in a real
    // shop: search-relevance.test.ts).
    const none = await productPages.page({ db }, kirana(), { q: 'qwxzv', sort: 'relevance', limit: 48 });
    expect(none).toEqual({ products: [], nextCursor: null, total: 0, didYouMean: null });
    // Words the lexicon knows (a rice variety, a flour) that no product holds together: a known word is
    // never spelled otherwise (decision 0056), so neither the words-held probe nor close spellings (a
    // trigram test of every candidate) nor a count: the page as typed, which queries less a word some
    // product holds (one probe), the page of the first ("atta"), which says so.
    statements = 0;
    const apart = await productPages.page({ db: counting }, kirana(), {
      q: 'kolam atta',
      sort: 'relevance',
      limit: 48,
    });
    expect(apart.didYouMean).toBe('atta');
    expect(statements).toBe(4);
    const atta = await productPages.page({ db }, kirana(), { q: 'atta', sort: 'relevance', limit: 48 });
    expect(apart.products).toEqual(atta.products);
  });
  it("keeps a shop's kind counts for a minute, then reads them again in the background", async () => {
    const start = Date.parse('2026-01-05T10:00:00Z');
    let now = new Date(start);
    const counts = productPages.kindCounts({ db: t.database.db, now: () => now });
    const [word] = searchWords('salt');
    const salt = () => counts.of(kirana(), word!);
    const before = await salt();
    await addProduct(kirana(), { name: 'Pink Rock Salt 1 kg', price: 45, unit: 'pack', stockQuantity: 20 });
    now = new Date(start + KIND_COUNTS_MS - 1000);
    expect(await salt()).toBe(before);
    // A minute on, the kept counts answer while newer ones are read; the next search has those.
    now = new Date(start + KIND_COUNTS_MS + 1000);
    expect(await salt()).toBe(before);
    await expect.poll(salt).toBe(before + 1);
  });
});
