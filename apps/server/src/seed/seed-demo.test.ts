import { distanceKm, isInIndia, WEEKDAYS } from '@jhola/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops, users } from '../db/schema/index.js';
import { hashPassword, verifyPassword } from '../modules/auth/password.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { BIG_SHOP_NAME, QUICK_INQUIRY_SHOP_NAME } from './data/index.js';
import { seedDemo } from './seed-demo.js';

describe('seedDemo', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof seedDemo>>;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    first = await seedDemo(t.database.db, { log: (line) => lines.push(line) });
  });
  afterAll(async () => t.close());

  it('gives the demo a sales history: a shop page opens on its bestsellers, not A–Z (issue 47)', async () => {
    const db = t.database.db;
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.name, BIG_SHOP_NAME));
    const res = await t.app.inject({ url: `/api/shops/${shop!.id}/products?limit=5` });
    const first = res.json().data.products[0] as { _id: string; familyKey: string | null };
    const [best] = await db
      .select({ n: sql<number>`max(${products.orderCount})` })
      .from(products)
      .where(eq(products.shopId, shop!.id));
    const [family] = await db
      .select({ n: sql<number>`max(${products.orderCount})` })
      .from(products)
      .where(
        and(
          eq(products.shopId, shop!.id),
          first.familyKey ? eq(products.familyKey, first.familyKey) : eq(products.id, first._id),
        ),
      );
    expect(Number(best!.n)).toBeGreaterThan(0);
    expect(Number(family!.n)).toBe(Number(best!.n));
  });

  it('places every shop in its city with a delivery radius of 3 to 8 km', async () => {
    const centres: Record<string, { lat: number; lng: number }> = {
      Bengaluru: { lat: 12.9716, lng: 77.5946 },
      Mumbai: { lat: 19.076, lng: 72.8777 },
      Delhi: { lat: 28.6139, lng: 77.209 },
      Hyderabad: { lat: 17.385, lng: 78.4867 },
    };
    for (const s of await t.database.db.select().from(shops)) {
      const at = { lat: s.latitude!, lng: s.longitude! };
      expect(isInIndia(at), s.name).toBe(true);
      expect(distanceKm(at, centres[s.city]!), s.name).toBeLessThan(20);
      expect(s.deliveryRadiusKm, s.name).toBeGreaterThanOrEqual(3);
      expect(s.deliveryRadiusKm, s.name).toBeLessThanOrEqual(8);
    }
  });

  it('groups pack sizes into families and tags products with the Indian words customers type', async () => {
    const db = t.database.db;
    const [shop] = await db.select().from(shops).where(eq(shops.name, QUICK_INQUIRY_SHOP_NAME));
    const kirana = await db
      .select({ familyKey: products.familyKey, packSize: products.packSize, tags: products.tags })
      .from(products)
      .where(and(eq(products.shopId, shop!.id), eq(products.familyKey, 'aashirvaad-whole-wheat-atta')));
    expect(new Set(kirana.map((p) => p.packSize))).toEqual(new Set(['1 kg', '5 kg', '10 kg']));
    expect(kirana.every((p) => p.tags.includes('aata'))).toBe(true);
    const families = await db.execute(sql`select count(distinct (shop_id, family_key))::int as n from products
      where family_key is not null`);
    expect(Number((families as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThan(1000);
    const [rice] = await db
      .select()
      .from(products)
      .where(sql`${products.name} like '%Basmati Rice 5 kg'`)
      .limit(1);
    expect(rice!.tags).toContain('chawal');
    const [loose] = await db.select().from(products).where(eq(products.name, 'Toor Dal')).limit(1);
    expect(loose).toMatchObject({ familyKey: null, packSize: null });
  });

  it('loads at least 12 shops across the four cities', async () => {
    const rows = await t.database.db.select().from(shops);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((s) => s.city))).toEqual(new Set(['Bengaluru', 'Mumbai', 'Delhi', 'Hyderabad']));
    for (const s of rows) expect(s.zipCode).toMatch(/^[1-9]\d{5}$/);
    const categories = new Set(rows.map((s) => s.category));
    for (const c of [
      'Grocery',
      'Fruits & Vegetables',
      'Pharmacy',
      'Bakery',
      'Dairy',
      'Meat & Fish',
      'Stationery',
    ]) {
      expect(categories).toContain(c);
    }
    expect(categories).toContain('Electronics');
    expect(rows.some((s) => s.deliveryFee === 0)).toBe(true);
    // Issue 28: MRP includes tax; only a bakery's fresh counter (billed like a restaurant) adds it on top.
    expect(rows.filter((s) => s.hasTax).map((s) => s.category)).toEqual(['Bakery', 'Bakery']);
    expect(
      rows.filter((s) => ['Grocery', 'Pharmacy', 'Supermarket'].includes(s.category)).some((s) => s.hasTax),
    ).toBe(false);
    expect(rows.every((s) => s.images[0]?.startsWith('/media/shops/'))).toBe(true);
  });

  it('gives the supermarket at least 5,000 products, some out of stock and some discounted', async () => {
    const db = t.database.db;
    const [big] = await db.select().from(shops).where(eq(shops.name, BIG_SHOP_NAME));
    const [stats] = await db
      .select({
        n: count(),
        out: sql<number>`count(*) filter (where ${products.stockQuantity} = 0)::int`,
        discounted: sql<number>`count(*) filter (where ${products.originalPrice} > ${products.price})::int`,
      })
      .from(products)
      .where(eq(products.shopId, big!.id));
    expect(Number(stats!.n)).toBeGreaterThanOrEqual(5000);
    expect(stats!.out).toBeGreaterThan(0);
    expect(stats!.discounted).toBeGreaterThan(0);
    expect(lines.some((l) => /loaded in \d+ ms/.test(l))).toBe(true);
    // The seed leaves planner statistics behind (PGlite has no autovacuum).
    const planner = await db.execute(sql`select reltuples from pg_class where relname = 'products'`);
    const reltuples = (planner as unknown as { rows: { reltuples: number }[] }).rows[0]!.reltuples;
    expect(Number(reltuples)).toBeGreaterThanOrEqual(5000);
  });

  it("answers the supermarket's whole range in one compressed products call", async () => {
    const [big] = await t.database.db.select().from(shops).where(eq(shops.name, BIG_SHOP_NAME));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/shop/${big!.id}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.data.products.length).toBeGreaterThanOrEqual(5000);
    expect(body.data.total).toBe(body.data.products.length);
    const shop = await t.app.inject({ method: 'GET', url: `/api/shops/${big!.id}` });
    expect(shop.json().data.shop.productCount).toBe(body.data.total);
  });

  it('covers every case of PRODUCT.md §4 hours: 24 hours, a closed Sunday, no hours, past midnight, ordinary', async () => {
    const rows = await t.database.db.select().from(shops);
    const hours = rows.map((s) => s.operatingHours);
    const everyDay = (
      h: (typeof hours)[number],
      test: (d: { open: string; close: string; closed: boolean }) => boolean,
    ) => h !== null && WEEKDAYS.every((d) => h[d] && test(h[d]!));
    expect(
      hours.some((h) => everyDay(h, (d) => d.open === '00:00' && d.close === '23:59' && !d.closed)),
    ).toBe(true);
    expect(hours.some((h) => h?.sunday?.closed === true && h.monday?.closed === false)).toBe(true);
    expect(hours.some((h) => h === null)).toBe(true);
    expect(hours.some((h) => everyDay(h, (d) => d.close < d.open))).toBe(true);
    expect(hours.some((h) => everyDay(h, (d) => d.open > '00:00' && d.close > d.open))).toBe(true);
    const quick = rows.find((s) => s.name === QUICK_INQUIRY_SHOP_NAME)!;
    expect(quick.inquiryAvailableTime).toBe(1);
    expect(quick.operatingHours?.monday).toMatchObject({ open: '00:00', close: '23:59' });
  });

  it('creates the four verified demo accounts with hashed passwords and returns them', async () => {
    expect(first.accounts.map((a) => a.email).sort()).toEqual([
      'admin@jhola.test',
      'customer@jhola.test',
      'delivery@jhola.test',
      'shopper@jhola.test',
    ]);
    const rows = await t.database.db.select().from(users);
    for (const account of first.accounts) {
      const row = rows.find((u) => u.email === account.email)!;
      expect(row.role).toBe(account.role);
      expect(row.emailVerifiedAt).not.toBeNull();
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash!, account.password)).toBe(true);
    }
    const customer = rows.find((u) => u.role === 'customer')!;
    expect(customer.phone).toMatch(/^\d{10}$/);
  });

  it('does nothing the second time', async () => {
    const db = t.database.db;
    const before = await db.select({ n: count() }).from(products);
    const again = await seedDemo(db, { log: () => {} });
    // Nothing is loaded again, but the accounts that still work are listed for the start-up printout.
    expect(again.accounts).toEqual(first.accounts);
    const after = await db.select({ n: count() }).from(products);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await db.select({ n: count() }).from(shops))[0]!.n).toBe((await db.select().from(shops)).length);
    expect(Number((await db.select({ n: count() }).from(users))[0]!.n)).toBe(4);
  });

  it('leaves out of the start-up list a demo account whose password was changed', async () => {
    const db = t.database.db;
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed@999') })
      .where(eq(users.email, 'admin@jhola.test'));
    const listed = (await seedDemo(db, { log: () => {} })).accounts.map((a) => a.email);
    expect(listed).not.toContain('admin@jhola.test');
    expect(listed).toContain('customer@jhola.test');
  });

  it('does nothing on a database that already has users', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.insert(users).values({ name: 'Someone', email: 'someone@example.test' });
      const result = await seedDemo(other.database.db, { log: () => {} });
      expect(result.accounts).toEqual([]);
      expect(Number((await other.database.db.select({ n: count() }).from(shops))[0]!.n)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
