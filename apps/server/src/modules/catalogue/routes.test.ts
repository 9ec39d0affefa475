import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../../db/schema/index.js';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { packPath } from '../media/paths.js';
import { CATALOGUE_CHECK_MS } from './freshness.js';

const ist = (local: string) => new Date(`${local}:00+05:30`);
const MONDAY_NOON = ist('2025-06-02T12:00');
const SUNDAY_NOON = ist('2025-06-01T12:00');

describe('catalogue routes', () => {
  let t: TestApp;
  let ids: Map<string, string>;
  const id = (name: string) => ids.get(name)!;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** Moves the app clock past the catalogue's check interval, later each time. */
  let shift = 0;
  const passCheckInterval = () => {
    shift += CATALOGUE_CHECK_MS + 1;
    t.setNow(new Date(Date.now() + shift));
  };

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertDemoCatalogue(t.database.db, { supermarket: false });
  });
  afterAll(async () => t.close());

  describe('GET /api/shops', () => {
    it('lists active shops with every PRODUCT.md §3 field, numbers as numbers, and the total', async () => {
      t.setNow(MONDAY_NOON);
      const res = await get('/api/shops');
      expect(res.statusCode).toBe(200);
      const { shops: list, total } = res.json().data;
      expect(total).toBe(ids.size);
      expect(list).toHaveLength(Math.min(20, ids.size));
      const bakery = list.find((s: { name: string }) => s.name === 'Sri Krishna Iyengar Bakery');
      expect(bakery).toMatchObject({
        _id: id('Sri Krishna Iyengar Bakery'),
        category: 'Bakery',
        address: { city: 'Bengaluru', state: 'Karnataka', zipCode: '560011' },
        rating: { average: 4.6, count: 890 },
        deliveryFee: 20,
        productCount: 10,
        isOpenNow: true,
        statusText: 'Open until 10:30 PM',
        hasTax: true,
        taxRate: 5,
        inquiryAvailableTime: 15,
        images: ['/media/shops/sri-krishna-iyengar-bakery.svg'],
      });
      expect(bakery.operatingHours.monday).toEqual({ open: '07:00', close: '22:30', closed: false });
    });

    it('gives a shop without a rating the default 4.0', async () => {
      const res = await get('/api/shops?search=aggarwal');
      expect(res.json().data.shops[0].rating).toEqual({ average: 4, count: 0 });
    });

    it('counts only active products', async () => {
      const shopId = id('Nehru Place Digital Hub');
      const [first] = await t.database.db.select().from(products).where(eq(products.shopId, shopId)).limit(1);
      await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, first!.id));
      const res = await get(`/api/shops/${shopId}`);
      expect(res.json().data.shop.productCount).toBe(7);
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, first!.id));
    });

    it('searches name, description, category and city case-insensitively', async () => {
      const names = async (query: string) =>
        (await get(`/api/shops?${query}`)).json().data.shops.map((s: { name: string }) => s.name);
      expect(await names('search=IYENGAR')).toEqual(['Sri Krishna Iyengar Bakery']);
      expect((await names('search=hyderabad')).sort()).toEqual(
        ['Al-Kareem Meat & Chicken Centre', 'Nizam Bakery & Confectioners', 'Sri Sai Pooja Stores'].sort(),
      );
      expect(await names('search=sassoon%20dock')).toEqual(['Koliwada Fresh Fish & Chicken']);
      expect((await names('search=bakery')).length).toBe(2);
      // LIKE wildcards typed by a customer are literal characters.
      expect(await names('search=%25')).toEqual([]);
      expect(await names('search=_')).toEqual([]);
    });

    it('filters by exact category, case-insensitively', async () => {
      const res = await get('/api/shops?category=pharmacy');
      const list = res.json().data.shops;
      expect(list.map((s: { category: string }) => s.category)).toEqual(['Pharmacy', 'Pharmacy']);
      expect(res.json().data.total).toBe(2);
      expect((await get('/api/shops?category=Pharm')).json().data.total).toBe(0);
      const both = (await get('/api/shops?category=Bakery&search=abids')).json().data.shops;
      expect(both.map((s: { name: string }) => s.name)).toEqual(['Nizam Bakery & Confectioners']);
    });

    it('applies the limit (1..100, default 20) and still reports the whole total', async () => {
      const res = await get('/api/shops?limit=3');
      expect(res.json().data.shops).toHaveLength(3);
      expect(res.json().data.total).toBe(ids.size);
      for (const bad of ['0', '101', 'abc', '2.5']) {
        const r = await get(`/api/shops?limit=${bad}`);
        expect(r.statusCode).toBe(400);
        expect(r.json().success).toBe(false);
      }
    });

    it('leaves out inactive shops', async () => {
      const shopId = id('Sri Sai Pooja Stores');
      await t.database.db.update(shops).set({ isActive: false }).where(eq(shops.id, shopId));
      const res = await get('/api/shops?limit=100');
      expect(res.json().data.total).toBe(ids.size - 1);
      expect((await get(`/api/shops/${shopId}`)).statusCode).toBe(404);
      expect((await get(`/api/products/shop/${shopId}`)).statusCode).toBe(404);
      await t.database.db.update(shops).set({ isActive: true }).where(eq(shops.id, shopId));
    });
  });

  describe('GET /api/shops/:id', () => {
    it('answers the shop with its open/closed state at the app clock (Asia/Kolkata)', async () => {
      const stationery = `/api/shops/${id('Bharat Stationery Mart')}`;
      t.setNow(SUNDAY_NOON);
      expect((await get(stationery)).json().data.shop).toMatchObject({
        isOpenNow: false,
        statusText: 'Closed on Sundays',
      });
      t.setNow(MONDAY_NOON);
      expect((await get(stationery)).json().data.shop).toMatchObject({
        isOpenNow: true,
        statusText: 'Open until 8:00 PM',
      });
      t.setNow(ist('2025-06-02T09:15'));
      expect((await get(stationery)).json().data.shop.statusText).toBe('Opens at 10:00 AM');
      t.setNow(ist('2025-06-02T21:00'));
      expect((await get(stationery)).json().data.shop.statusText).toBe(
        'Closed (was open until 8:00 PM) · Opens Tuesday at 10:00 AM',
      );
      t.setNow(ist('2025-06-03T01:30'));
      const lateChemist = (await get(`/api/shops/${id('Sanjeevani Medical & General Stores')}`)).json().data
        .shop;
      expect(lateChemist).toMatchObject({ isOpenNow: true, statusText: 'Open until 2:00 AM' });
      const noHours = (await get(`/api/shops/${id('Khari Baoli Dry Fruits & Spices')}`)).json().data.shop;
      expect(noHours).toMatchObject({ isOpenNow: true, operatingHours: null });
      const allDay = (await get(`/api/shops/${id('Apna Bazaar Kirana Stores')}`)).json().data.shop;
      expect(allDay).toMatchObject({ isOpenNow: true, statusText: 'Open 24 hours', inquiryAvailableTime: 1 });
      t.setNow(null);
    });

    it('is 404 "Shop not found" for an unknown or malformed id', async () => {
      for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1%20or%201=1']) {
        const res = await get(`/api/shops/${bad}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: 'Shop not found' });
      }
    });
  });

  describe('GET /api/products/shop/:shopId', () => {
    const fruitShop = () => `/api/products/shop/${id('Sri Lakshmi Fruits & Vegetables')}`;

    it("answers the shop's active products shaped as PRODUCT.md §3 says", async () => {
      const res = await get(fruitShop());
      expect(res.statusCode).toBe(200);
      const { products: list, total } = res.json().data;
      expect(total).toBe(12);
      expect(list).toHaveLength(12);
      const mango = list.find((p: { name: string }) => p.name === 'Alphonso Mango');
      expect(mango).toMatchObject({
        shopId: id('Sri Lakshmi Fruits & Vegetables'),
        category: 'Fruits',
        price: 650,
        originalPrice: 800,
        unit: 'dozen',
        stockQuantity: 12,
        inStock: true,
        tags: ['seasonal', 'premium', 'aam'],
        familyKey: null,
        packSize: null,
        // Its own packshot, with its name printed (issue 47).
        images: [packPath({ name: 'Alphonso Mango', packSize: null })],
        isActive: true,
      });
      expect(new Date(mango.createdAt).toISOString()).toBe(mango.createdAt);
      const palak = list.find((p: { name: string }) => p.name === 'Palak (Spinach)');
      expect(palak).toMatchObject({ stockQuantity: 0, inStock: false, originalPrice: null });
    });

    it('hides inactive products unless active=false, and applies the limit', async () => {
      const shopId = id('Sri Lakshmi Fruits & Vegetables');
      await t.database.db
        .update(products)
        .set({ isActive: false })
        .where(and(eq(products.shopId, shopId), eq(products.name, 'Ginger')));
      passCheckInterval(); // seen as another process's change would be
      expect((await get(fruitShop())).json().data.total).toBe(11);
      const all = (await get(`${fruitShop()}?active=false`)).json().data;
      expect(all.total).toBe(12);
      expect(
        all.products.some((p: { name: string; isActive: boolean }) => p.name === 'Ginger' && !p.isActive),
      ).toBe(true);
      const limited = (await get(`${fruitShop()}?limit=3`)).json().data;
      expect(limited.products).toHaveLength(3);
      expect(limited.total).toBe(11);
    });

    it('is 400 "Invalid shop ID format" for a malformed id, 404 for an unknown shop, 400 for a bad query', async () => {
      const malformed = await get('/api/products/shop/12345');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ success: false, message: 'Invalid shop ID format' });
      const unknown = await get('/api/products/shop/00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Shop not found');
      for (const q of ['limit=0', 'limit=10001', 'active=maybe']) {
        expect((await get(`${fruitShop()}?${q}`)).statusCode).toBe(400);
      }
    });

    it('answers with a strong ETag and Cache-Control: no-cache, and 304 when it still matches', async () => {
      const first = await get(fruitShop());
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(fruitShop(), { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(fruitShop(), { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
      // Another variant of the list is another representation.
      expect((await get(`${fruitShop()}?limit=2`, { 'if-none-match': etag })).statusCode).toBe(200);
    });

    it('changes the ETag when any listed product changes, whoever changed it', async () => {
      const before = await get(fruitShop());
      const shopId = id('Sri Lakshmi Fruits & Vegetables');
      // A stock change made straight in SQL, as an order placement would, without touching updated_at.
      await t.database.db.execute(
        sql`update products set stock_quantity = stock_quantity - 1 where shop_id = ${shopId} and name = 'Onion'`,
      );
      // Seen by this process within the check interval, as a change made by another process is.
      passCheckInterval();
      const after = await get(fruitShop(), { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const onion = after.json().data.products.find((p: { name: string }) => p.name === 'Onion');
      expect(onion.stockQuantity).toBe(199);
    });

    it('compresses the JSON for clients that accept gzip or br, with an ETag per encoding', async () => {
      const plain = await get(fruitShop());
      const gz = await get(fruitShop(), { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
      const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const br = await get(fruitShop(), { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
      expect(
        (await get(fruitShop(), { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string }))
          .statusCode,
      ).toBe(304);
      expect(
        (await get(fruitShop(), { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding'],
      ).toBe('gzip');
    });
  });

  it('GET /api/categories lists the categories of active shops with their counts', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const categories = res.json().data.categories;
    // With its Hindi name (issue 47), for the home tiles in Hindi.
    expect(categories).toContainEqual({ name: 'Bakery', shopCount: 2, nameHi: 'बेकरी' });
    expect(categories).toContainEqual({ name: 'Pharmacy', shopCount: 2, nameHi: 'दवा की दुकान' });
    expect(categories.reduce((n: number, c: { shopCount: number }) => n + c.shopCount, 0)).toBe(ids.size);
  });
});
