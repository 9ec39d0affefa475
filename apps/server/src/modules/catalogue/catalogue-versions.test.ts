import { productPageSchema, successEnvelope } from '@jhola/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestProduct, createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { CATALOGUE_CHECK_MS, CatalogueFreshness } from './freshness.js';
import {
  CatalogueVersionRepository,
  NAMES_KEY,
  SHOPS_KEY,
  TAUGHT_KEY,
  WORDS_KEY,
} from './version-repository.js';

const pageReply = successEnvelope(productPageSchema);

/**
 * The catalogue's versions (migration 0037, decision 0077): every write of the catalogue moves its key in
 * its own transaction, whoever made it; nothing else moves them, so the freshness check reads nothing again
 * for a search's own log row.
 */
describe('catalogue versions', () => {
  let t: TestApp;
  let repo: CatalogueVersionRepository;
  let shopId: string;
  let productId: string;
  let clock = Date.parse('2026-11-29T06:00:00Z');
  const tick = (ms: number) => {
    clock += ms;
    t.setNow(new Date(clock));
  };
  /** The keys whose version moved while `write` ran. */
  const moved = async (write: () => Promise<unknown>) => {
    const before = await repo.versions();
    await write();
    const after = await repo.versions();
    return [...new Set([...before.keys(), ...after.keys()])]
      .filter((k) => before.get(k) !== after.get(k))
      .sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date(clock));
    repo = new CatalogueVersionRepository(t.database.db);
    shopId = (await createTestShop(t, { name: 'Versions Kirana' })).id;
    productId = (await createTestProduct(t, shopId, { name: 'Zorbo Namkeen 200 g', stockQuantity: 40 })).id;
  });
  afterAll(async () => t.close());

  it("moves a shop's version for any change of its products, and its words' only for what names them", async () => {
    const words = `${WORDS_KEY}${shopId}`;
    expect(await moved(() => createTestProduct(t, shopId, { name: 'Zorbo Chips 50 g' }))).toEqual(
      [shopId, words].sort(),
    );
    // A stock or price change (every order makes one) leaves the shop's words as they were.
    expect(
      await moved(() =>
        t.database.db.execute(
          sql`update products set stock_quantity = stock_quantity - 1 where id = ${productId}`,
        ),
      ),
    ).toEqual([shopId]);
    expect(
      await moved(() =>
        t.database.db.execute(sql`update products set name = 'Zorbo Bhujia 200 g' where id = ${productId}`),
      ),
    ).toEqual([shopId, words].sort());
    expect(
      await moved(() =>
        t.database.db.execute(sql`update products set is_active = false where id = ${productId}`),
      ),
    ).toEqual([shopId, words].sort());
    expect(
      await moved(() => t.database.db.execute(sql`delete from products where name = 'Zorbo Chips 50 g'`)),
    ).toEqual([shopId, words].sort());
    // A statement that matched no row changed nothing, and says so.
    expect(
      await moved(() =>
        t.database.db.execute(sql`update products set price = 1 where name = 'no such product'`),
      ),
    ).toEqual([]);
  });

  it('moves the shop rows, the Hindi names and the taught words under their own keys', async () => {
    expect(
      await moved(() =>
        t.database.db.execute(sql`update shops set name = 'Versions Kirana 2' where id = ${shopId}`),
      ),
    ).toEqual([SHOPS_KEY]);
    expect(
      await moved(() =>
        t.database.db.execute(sql`insert into category_names (name, name_hi) values ('staples', 'राशन')`),
      ),
    ).toEqual([NAMES_KEY]);
    expect(
      await moved(() =>
        t.database.db.execute(sql`insert into search_taught_words (word, same_as) values ('zorbu', 'zorbo')`),
      ),
    ).toEqual([TAUGHT_KEY]);
  });

  it("leaves every version for writes outside the catalogue: a search's own log row", async () => {
    expect(
      await moved(async () => {
        const res = await t.app.inject({ url: `/api/shops/${shopId}/products?q=zorbo` });
        expect(res.statusCode).toBe(200);
        await t.database.db.execute(
          sql`insert into search_log (shop_id, q, results, searched_at) values (${shopId}, 'zorbo', 1, now())`,
        );
      }),
    ).toEqual([]);
  });

  it('folds the changes into the counts without moving any version', async () => {
    await createTestProduct(t, shopId, { name: 'Zorbo Mixture 400 g' });
    const before = await repo.versions();
    expect(await repo.fold()).toBeGreaterThan(0);
    expect(await repo.versions()).toEqual(before);
    const left = await t.database.db.execute(sql`select count(*)::int as n from catalogue_changes`);
    expect(Number((left as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(0);
    expect(await repo.fold()).toBe(0);
    // And a change after the fold moves the version on from the folded count.
    expect(await moved(() => createTestProduct(t, shopId, { name: 'Zorbo Sev 150 g' }))).toContain(shopId);
  });

  it("keeps a shop's words' version apart from its products' (a stock change leaves it), known two intervals", async () => {
    let now = clock;
    const freshness = new CatalogueFreshness(t.database.db, () => new Date(now));
    const checkAgain = async () => {
      now += CATALOGUE_CHECK_MS;
      await freshness.ready();
    };
    await freshness.ready();
    const words = freshness.wordsIfKnown(shopId);
    const products = freshness.products(shopId);
    expect(words).toBeDefined();
    await t.database.db.execute(sql`update products set stock_quantity = 5 where shop_id = ${shopId}`);
    await checkAgain();
    expect(freshness.products(shopId)).toBe(products + 1);
    expect(freshness.wordsIfKnown(shopId)).toBe(words);
    await t.database.db.execute(sql`update products set name = name || ' Pack' where shop_id = ${shopId}`);
    await checkAgain();
    expect(freshness.products(shopId)).toBe(products + 2);
    expect(freshness.wordsIfKnown(shopId)).toBe(words! + 1);
    // A process that stopped checking cannot tell: not known.
    now += 2 * CATALOGUE_CHECK_MS;
    expect(freshness.wordsIfKnown(shopId)).toBeUndefined();
  });

  describe('a second process', () => {
    let second: FastifyInstance;
    let admin: TestUser;
    const search = async (app: FastifyInstance, q: string) => {
      const res = await app.inject({ url: `/api/shops/${shopId}/products?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      return pageReply.parse(res.json()).data.products;
    };

    beforeAll(async () => {
      second = await buildApp({ config: t.config, database: t.database, logger: false, now: t.now });
      await second.ready();
      admin = await createTestUser(t, { role: 'admin' });
    });
    afterAll(async () => second.close());

    it("finds a product the other process changed at its next check, and its own searches' logs change nothing", async () => {
      const kept = await createTestProduct(t, shopId, { name: 'Quorla Papad 100 g', stockQuantity: 9 });
      tick(CATALOGUE_CHECK_MS);
      expect((await search(t.app, 'quorla')).map((p) => p.stockQuantity)).toEqual([9]);
      // The second process changes the stock through its own admin route: no event reaches the first.
      const res = await second.inject({
        method: 'PATCH',
        url: `/api/admin/products/${kept.id}`,
        headers: admin.headers,
        payload: { stockQuantity: 3 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await search(second, 'quorla')).map((p) => p.stockQuantity)).toEqual([3]);
      // Within the interval the first still answers its kept page; at its next check it sees the change.
      expect((await search(t.app, 'quorla')).map((p) => p.stockQuantity)).toEqual([9]);
      tick(CATALOGUE_CHECK_MS);
      expect((await search(t.app, 'quorla')).map((p) => p.stockQuantity)).toEqual([3]);
      // Searches log themselves (search_log): their kept page stays the same bytes after the next check.
      const first = await t.app.inject({ url: `/api/shops/${shopId}/products?q=quorla` });
      tick(CATALOGUE_CHECK_MS);
      const again = await t.app.inject({
        url: `/api/shops/${shopId}/products?q=quorla`,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });
  });
});
