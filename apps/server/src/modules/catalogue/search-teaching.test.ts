import {
  productPageSchema,
  searchQueriesSchema,
  successEnvelope,
  teachSearchReplySchema,
} from '@jhola/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { CATALOGUE_CHECK_MS } from './freshness.js';

const pageReply = successEnvelope(productPageSchema);
const queriesReply = successEnvelope(searchQueriesSchema);
const teachReply = successEnvelope(teachSearchReplySchema);

/** The operator teaches search (issue 42, point 5): the search log, teaching a word, product aliases. */
describe('teaching search', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let shopId: string;
  let gourd: string;
  let gourdBig: string;
  let cucumber: string;
  let at = new Date('2025-06-02T12:00:00+05:30').getTime();
  const tick = (ms = 1) => {
    at += ms;
    t.setNow(new Date(at));
  };

  const search = async (q: string, app = t.app, headers = {}) => {
    tick();
    const res = await app.inject({
      url: `/api/shops/${shopId}/products?q=${encodeURIComponent(q)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data;
  };
  const teach = (payload: object, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/search/teach', payload, headers });
  const week = async () => {
    const res = await t.app.inject({ url: '/api/admin/search/queries?days=7', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return queriesReply.parse(res.json()).data.queries;
  };

  beforeAll(async () => {
    t = await createTestApp();
    tick();
    admin = await createTestUser(t, { role: 'admin' });
    customer = await createTestUser(t, { name: 'Searching Customer' });
    const shop = await createTestShop(t, { name: 'Teach Test Kirana' });
    shopId = shop.id;
    const family = { familyKey: 'bottle-gourd', category: 'Vegetables' };
    gourd = (await createTestProduct(t, shopId, { name: 'Bottle Gourd 500 g', packSize: '500 g', ...family }))
      .id;
    gourdBig = (
      await createTestProduct(t, shopId, { name: 'Bottle Gourd 1 kg', packSize: '1 kg', ...family })
    ).id;
    cucumber = (await createTestProduct(t, shopId, { name: 'Cucumber 500 g', category: 'Vegetables' })).id;
    await createTestProduct(t, shopId, { name: 'Gourd Seeds Packet', category: 'Garden' });
  });
  afterAll(async () => t.close());

  it('logs each search without who searched, and lists the ones that found nothing first', async () => {
    expect((await search('Zorblat 1KG', t.app, customer.headers)).products).toEqual([]);
    await search('zorblat 1 kg');
    await search('cucumber');
    // Staff at work (the admin's product picker, a shopper) are not customers: not logged.
    await search('pickerword', t.app, admin.headers);
    await t.app.inject({ url: '/api/search?q=pickerword', headers: admin.headers });
    const queries = await week();
    expect(queries.map((q) => q.q)).not.toContain('pickerword');
    expect(queries[0]).toMatchObject({ q: 'zorblat 1000g', count: 2, found: 0, added: [] });
    expect(queries.find((q) => q.q === 'cucumber')).toMatchObject({ count: 1, found: 1 });
    // The log holds the query, the shop, the count and the time: no user, no session, no address.
    const columns = await t.database.db.execute(
      "select column_name from information_schema.columns where table_name in ('search_log', 'search_adds')",
    );
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name);
    expect(names.filter((n) => /user|customer|session|ip|phone|email/.test(n))).toEqual([]);
  });

  it('writes the log in batches: by itself shortly after, and what it holds when the app closes', async () => {
    const logged = async (q: string) => {
      const rows = await t.database.db.execute(sql`select count(*)::int as n from search_log where q = ${q}`);
      return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    // Read straight from the table, as another process would: no week's read writes them first.
    for (let i = 0; i < 3; i += 1) await search('batchword');
    await expect.poll(() => logged('batchword'), { timeout: 60_000, interval: 50 }).toBe(3);
    const other = await buildApp({ config: t.config, database: t.database, logger: false, now: t.now });
    await other.ready();
    await search('closingword', other);
    await search('closingword', other);
    await other.close();
    expect(await logged('closingword')).toBe(2);
  });

  it('teaches a word as an alias of a product: its pack sizes are found by it at once, first', async () => {
    expect((await search('sorekai')).products).toEqual([]);
    const res = await teach({ word: 'Sorekai', productId: gourd });
    expect(res.statusCode, res.body).toBe(200);
    const taught = teachReply.parse(res.json()).data;
    expect(taught).toMatchObject({ word: 'sorekai', sameAs: null });
    expect(taught.productIds.sort()).toEqual([gourd, gourdBig].sort());
    const found = await search('sorekai');
    expect(found.products.map((p) => p._id).sort()).toEqual([gourd, gourdBig].sort());
    expect(found.products[0]!.aliases).toEqual(['sorekai']);
    // Teaching it again changes nothing.
    expect((await teach({ word: 'sorekai', productId: gourd })).statusCode).toBe(200);
    expect((await search('sorekai')).products[0]!.aliases).toEqual(['sorekai']);
    // An alias is what the product is: it ranks above a product that merely holds the word.
    await teach({ word: 'gourd', productId: gourd });
    expect(
      (await search('gourd')).products
        .slice(0, 2)
        .map((p) => p._id)
        .sort(),
    ).toEqual([gourd, gourdBig].sort());
  });

  it('teaches a word to mean a known word: in every shop, and in another process within its check', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false, now: t.now });
    await other.ready();
    try {
      expect((await search('vellarikka', other)).products).toEqual([]);
      const res = await teach({ word: 'vellarikka', sameAs: 'Cucumber' });
      expect(res.statusCode, res.body).toBe(200);
      expect(teachReply.parse(res.json()).data).toEqual({
        word: 'vellarikka',
        productIds: [],
        sameAs: 'cucumber',
      });
      expect((await search('vellarikka')).products.map((p) => p._id)).toEqual([cucumber]);
      // The other process reads the catalogue's versions again after its check interval.
      tick(CATALOGUE_CHECK_MS);
      expect((await search('vellarikka', other)).products.map((p) => p._id)).toEqual([cucumber]);
    } finally {
      await other.close();
    }
  });

  it('records what was added after a search, without who, and shows it beside the query', async () => {
    await search('kheera');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/search/added',
      payload: { q: 'Kheera', shopId, productId: cucumber },
    });
    expect(added.statusCode, added.body).toBe(204);
    const kheera = (await week()).find((q) => q.q === 'kheera');
    expect(kheera?.added).toEqual([{ productId: cucumber, name: 'Cucumber 500 g', count: 1 }]);
    const elsewhere = await createTestShop(t);
    const wrongShop = await t.app.inject({
      method: 'POST',
      url: '/api/search/added',
      payload: { q: 'kheera', shopId: elsewhere.id, productId: cucumber },
    });
    expect(wrongShop.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/search/added', payload: { q: '', shopId } });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses bad teaching with a clear 4xx and changes nothing; only an admin teaches', async () => {
    expect((await teach({ word: 'padavalakai' })).statusCode).toBe(422);
    expect((await teach({ word: 'padavalakai', productId: gourd, sameAs: 'gourd' })).statusCode).toBe(422);
    expect((await teach({ word: 'x', productId: gourd })).statusCode).toBe(422);
    expect((await teach({ word: 'cucumber', sameAs: 'cucumber' })).statusCode).toBe(422);
    const missing = await teach({ word: 'padavalakai', productId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect((await teach({ word: 'padavalakai', sameAs: 'gourd' }, customer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/search/queries' })).statusCode).toBe(401);
    expect((await search('padavalakai')).products).toEqual([]);
  });

  it('edits aliases in the admin product API and in the catalogue CSV (a | between aliases)', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${cucumber}`,
      payload: { aliases: ['Khira', 'kakdi'] },
      headers: admin.headers,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.product.aliases).toEqual(['khira', 'kakdi']);
    expect((await search('kakdi')).products.map((p) => p._id)).toEqual([cucumber]);
    const csv = await t.app.inject({
      url: `/api/admin/shops/${shopId}/products/export`,
      headers: admin.headers,
    });
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/,tags,aliases$/);
    const row = lines.find((l) => l.includes('Cucumber 500 g'))!;
    expect(row).toMatch(/,khira \| kakdi$/);
    const edited = csv.body.replace('khira | kakdi', 'khira | kakri');
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${shopId}/products/import`,
      payload: edited,
      headers: { ...admin.headers, 'content-type': 'text/csv' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ updated: 1, errors: [] });
    expect((await search('kakri')).products.map((p) => p._id)).toEqual([cucumber]);
    // A file without the aliases column keeps the stored aliases.
    const withoutAliases = edited
      .split(/\r?\n/)
      .map((l) => l.replace(/,[^,]*$/, ''))
      .join('\n');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${shopId}/products/import`,
      payload: withoutAliases,
      headers: { ...admin.headers, 'content-type': 'text/csv' },
    });
    expect(again.json().data).toMatchObject({ updated: 0, errors: [] });
    expect((await search('kakri')).products.map((p) => p._id)).toEqual([cucumber]);
  });
});
