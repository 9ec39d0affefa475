import { catalogueSearchSchema, productPageSchema, searchWords, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_SHOP_NAME } from '../../seed/data/index.js';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { orderBody, placeOrder } from '../../test/order-fixtures.js';
import { createTestApp, runsCorporaWhole, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';
import { productPages } from './product-page-service.js';
import { EIGHTH_EVERYDAY } from './search-held-out-eighth.js';
import { FIFTH_EVERYDAY } from './search-held-out-fifth.js';
import { FOURTH_EVERYDAY } from './search-held-out-fourth.js';
import { FRESH_EVERYDAY } from './search-held-out-fresh.js';
import { NINTH_EVERYDAY } from './search-held-out-ninth.js';
import { HELD_OUT_SET } from './search-held-out-set.js';
import { SEVENTH_EVERYDAY } from './search-held-out-seventh.js';
import { FRESH_SHOP_WORDS } from './search-held-out-shop-words.js';
import { SIXTH_EVERYDAY } from './search-held-out-sixth.js';
import { THIRD_EVERYDAY } from './search-held-out-third.js';
import { RELEVANCE_SET } from './search-relevance-set.js';
import { kindTierWord } from './search-sql.js';
import { isWanted, type Wanted } from './search-wanted.js';

/** Indiranagar, Bengaluru: the big shop and the other Bengaluru shops deliver here. */
const INDIRANAGAR = 'lat=12.9784&lng=77.6408';
const pageReply = successEnvelope(productPageSchema);
const searchReply = successEnvelope(catalogueSearchSchema);
/**
 * Every part, tuning and held-out alike, is held to the goal, in the big shop and across shops (the fourth's
 * 0.92 ratchet ended with decision 0070, the sixth's 0.94 across shops with decision 0076), but a part that judged
 * a change and fell short, held at its figure in BELOW_GOAL below.
 */
const MIN_RECALL_AT_3 = 0.95;
/** The parts written after a round's fixes, to judge them, are smaller (decision 0069): 50 queries at least. */
const JUDGING_PARTS: ReadonlySet<string> = new Set(['fourth held-out', 'fifth held-out']);
/**
 * A part that judged a change and fell short of the goal, held at its figure until a change for its classes
 * is judged by a new part: a ratchet, never lowered. The seventh (0.941 / 0.940 when it judged decision 0076)
 * finds 0.990 / 0.986 after decision 0083's classes; the eighth judged 0083: 0.836 / 0.843 before it, 0.856 / 0.862
 * after (what a thing is for with no product word, product lines the shop does not name, category phrases), and
 * 0.964 / 0.962 after decision 0084's classes, chosen from its misses: held to the goal again. The ninth, written
 * before the eighth's misses were worked on, finds 0.850 / 0.858 on main at 7e7300e and 1057f8e, 0.860 / 0.867
 * after decision 0084, which it judged.
 */
const BELOW_GOAL: Readonly<Record<string, number>> = { 'ninth held-out': 0.86 };
/** The real demo catalogue, seeded once for the file (the big shop's 5,482 products included). */
describe('search relevance on the demo catalogue', () => {
  let t: TestApp;
  let bigShop: string;

  const inShop = async (q: string, limit = 3) => {
    const res = await t.app.inject({
      url: `/api/shops/${bigShop}/products?q=${encodeURIComponent(q)}&limit=${limit}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return pageReply.parse(res.json()).data;
  };
  const acrossShops = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&${INDIRANAGAR}` });
    expect(res.statusCode, res.body).toBe(200);
    return searchReply.parse(res.json()).data;
  };
  const names = (products: readonly { name: string }[], n = 3) => products.slice(0, n).map((p) => p.name);
  type Shown = { name: string; category: string };
  /**
   * The tuning part (names), the first held-out part (issue 42, now tuned on) and the fresh held-out part
   * written before the second stop's changes, the third part written before the third stop's, the fourth
   * after its first change and the fifth after its second (each to judge the change before it), each with
   * where it runs.
   */
  const TUNING = RELEVANCE_SET.map(([q, want]) => [q, want, undefined] as const);
  const FRESH = [...FRESH_EVERYDAY, ...FRESH_SHOP_WORDS];
  const PARTS = {
    tuning: TUNING,
    'held-out': HELD_OUT_SET,
    'fresh held-out': FRESH,
    'third held-out': THIRD_EVERYDAY,
    'fourth held-out': FOURTH_EVERYDAY,
    'fifth held-out': FIFTH_EVERYDAY,
    'sixth held-out': SIXTH_EVERYDAY,
    'seventh held-out': SEVENTH_EVERYDAY,
    'eighth held-out': EIGHTH_EVERYDAY,
    'ninth held-out': NINTH_EVERYDAY,
  } as const;

  /** Recall@3: the share of the part whose wanted product is among the first three; misses listed. */
  async function recallAt3(
    part: readonly (readonly [string, Wanted, 'across'?])[],
    top3: (q: string) => Promise<Shown[]>,
  ) {
    const misses: string[] = [];
    for (const [query, mustFind] of part) {
      const found = (await top3(query)).slice(0, 3);
      if (!found.some((p) => isWanted(mustFind, p))) misses.push(`${query} → ${names(found).join(' | ')}`);
    }
    return { recall: 1 - misses.length / part.length, misses };
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2025-06-02T12:00:00+05:30'));
    const ids = await insertDemoCatalogue(t.database.db);
    bigShop = ids.get(BIG_SHOP_NAME)!;
    // Seeding 5,482 products takes longer than the default hook time on a loaded machine.
  }, 240_000);
  afterAll(async () => t.close());

  // Each runs a whole part (150–370 searches, each up to three modes): time enough on a loaded machine.
  const SET_TIMEOUT_MS = 480_000;

  // Every part whole on the run's one database that runs corpora whole (test-app.ts, decision 0078); the
  // other database answers the same share of every part, held to the same goal.
  const whole = runsCorporaWhole();
  for (const [partName, part] of whole ? Object.entries(PARTS) : []) {
    it(
      `finds what the ${partName} part's ${part.length} queries name in the big shop's first three (recall@3 ≥ ${BELOW_GOAL[partName] ?? MIN_RECALL_AT_3})`,
      async () => {
        expect(part.length).toBeGreaterThanOrEqual(JUDGING_PARTS.has(partName) ? 50 : 120);
        const inBigShop = part.filter(([, , scope]) => scope !== 'across');
        const { recall, misses } = await recallAt3(inBigShop, async (q) => (await inShop(q)).products);
        console.info(
          `search relevance, ${partName}, in the big shop: recall@3 ${recall.toFixed(3)}; misses: ${misses.join('; ')}`,
        );
        expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(BELOW_GOAL[partName] ?? MIN_RECALL_AT_3);
      },
      SET_TIMEOUT_MS,
    );

    it(
      `finds the ${partName} part's queries in cross-shop search's first three too (recall@3 ≥ ${BELOW_GOAL[partName] ?? MIN_RECALL_AT_3})`,
      async () => {
        const { recall, misses } = await recallAt3(part, async (q) => (await acrossShops(q)).products);
        console.info(
          `search relevance, ${partName}, across shops: recall@3 ${recall.toFixed(3)}; misses: ${misses.join('; ')}`,
        );
        expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(BELOW_GOAL[partName] ?? MIN_RECALL_AT_3);
      },
      SET_TIMEOUT_MS,
    );
  }

  if (!whole) {
    /**
     * Every fourth query of every part at the goal, pooled: a fixed quarter of each part's classes. A part held
     * below the goal stays out of the pool (it would lower the pool's bar for every other part); it runs whole on
     * the other database, where both databases missed the same queries when it was measured.
     */
    const SAMPLE_EVERY = 4;
    const sample = Object.entries(PARTS)
      .filter(([name]) => BELOW_GOAL[name] === undefined)
      .flatMap(([, part]) => part.filter((_, i) => i % SAMPLE_EVERY === 0));
    const goal = MIN_RECALL_AT_3;
    it(
      `finds what every fourth query of every part names on this database too (${sample.length} queries, in the big shop and across shops: recall@3 ≥ ${goal})`,
      async () => {
        const inBigShop = sample.filter(([, , scope]) => scope !== 'across');
        const shop = await recallAt3(inBigShop, async (q) => (await inShop(q)).products);
        const across = await recallAt3(sample, async (q) => (await acrossShops(q)).products);
        console.info(
          `search relevance, every fourth query, in the big shop: recall@3 ${shop.recall.toFixed(3)}, across shops ${across.recall.toFixed(3)}; misses: ${[...shop.misses, ...across.misses].join('; ')}`,
        );
        expect(shop.recall, shop.misses.join('\n')).toBeGreaterThanOrEqual(goal);
        expect(across.recall, across.misses.join('\n')).toBeGreaterThanOrEqual(goal);
      },
      SET_TIMEOUT_MS,
    );
  }

  it('ranks the product’s own kind and whole words above products that merely contain the word', async () => {
    expect(names((await inShop('salt', 5)).products, 5).every((n) => /\bsalt\b/i.test(n))).toBe(true);
    expect((await inShop('atta')).products[0]!.name).not.toMatch(/noodles/i);
    expect(names((await inShop('milk', 4)).products, 4).some((n) => /milky mist ghee/i.test(n))).toBe(false);
    expect((await inShop('maggi')).products[0]!.name).toMatch(/maggi masala noodles/i);
    expect((await inShop('coca cola')).products[0]!.name).toMatch(/^coca-cola/i);
  });

  it('answers a typo with the corrected query, and says so; nothing at all answers null', async () => {
    const typo = await inShop('mlik');
    expect(typo.didYouMean).toBe('milk');
    expect(typo.products[0]!.name).toMatch(/\bmilk\b/i);
    expect((await acrossShops('sugr')).didYouMean).toBe('sugar');
    expect((await inShop('milk')).didYouMean).toBeNull();
    // Only the slip is corrected: a word the shop's products hold stays as typed.
    const slipAndWord = await inShop('braed gold');
    expect(slipAndWord.didYouMean).toBe('bread gold');
    expect(slipAndWord.products[0]!.name).toMatch(/harvest gold brown bread/i);
    expect((await acrossShops('braed gold')).didYouMean).toBe('bread gold');
    const nothing = await inShop('qzxqzx');
    expect(nothing).toMatchObject({ products: [], total: 0, didYouMean: null });
  });

  it('answers words no product holds together with the query less a word that finds something, and says so', async () => {
    // Tata makes salt and tea, not paneer: the brand goes, the thing the customer wants stays.
    const paneer = await inShop('tata paneer');
    expect(paneer.didYouMean).toBe('paneer');
    expect(names(paneer.products).every((n) => /paneer/i.test(n))).toBe(true);
    expect((await acrossShops('tata paneer')).didYouMean).toBe('paneer');
    // A word the synonym table does not know goes before a brand.
    expect((await inShop('maggi qzxqzx')).didYouMean).toBe('maggi');
    // A pack size no pack has goes first of all.
    const poha = await inShop('poha 500g');
    expect(poha.didYouMean).toBe('poha');
    expect(poha.products[0]!.name).toMatch(/poha/i);
    // What is left must still name a thing: "hing" (asafoetida, not stocked) powder is not any powder.
    expect(await inShop('hing powder')).toMatchObject({ products: [], total: 0 });
  });

  it('leaves out words that only describe or that nothing knows when every word together finds nothing', async () => {
    // "qzxqzx": no word of the lexicon, the brands or the shop; "safed" (white) only describes the dal.
    for (const q of ['qzxqzx toor dal', 'safed toor dal']) {
      const page = await inShop(q, 4);
      expect(page.didYouMean, q).toBe('toor dal');
      expect(
        names(page.products, 4).every((n) => /toor dal/i.test(n)),
        q,
      ).toBe(true);
      const res = await t.app.inject({
        url: `/api/shops/${bigShop}/products?q=${encodeURIComponent(q)}&limit=4&cursor=${page.nextCursor}`,
      });
      const next = pageReply.parse(res.json()).data;
      expect(next.didYouMean).toBe('toor dal');
      expect(next.products.map((p) => p._id)).not.toContain(page.products[0]!._id);
    }
    expect((await acrossShops('qzxqzx toor dal')).didYouMean).toBe('toor dal');
    // Only a pack size left is no answer; a known thing the shop lacks still finds nothing.
    expect(await inShop('hing qzxqzx')).toMatchObject({ products: [], total: 0 });
    expect(await inShop('qzxqzx 500g')).toMatchObject({ products: [], total: 0 });
  });

  it('never spells a word the lexicon knows as another: a spice the shop lacks finds nothing', async () => {
    // "hing" (asafoetida) is three letters of Ching's Secret, "papad" of papaya: trigrams would say so.
    expect(await inShop('hing')).toMatchObject({ products: [], total: 0, didYouMean: null });
    expect(await inShop('papad')).toMatchObject({ products: [], total: 0 });
    expect((await acrossShops('hing')).products).toEqual([]);
  });

  it('pages a corrected search in the mode of its first page, in a stable order', async () => {
    const first = await inShop('panner', 4);
    expect(first.didYouMean).toBe('paneer');
    const again = await inShop('panner', 4);
    expect(names(again.products, 4)).toEqual(names(first.products, 4));
    const res = await t.app.inject({
      url: `/api/shops/${bigShop}/products?q=panner&limit=4&cursor=${first.nextCursor}`,
    });
    const next = pageReply.parse(res.json()).data;
    expect(next.didYouMean).toBe('paneer');
    expect(next.products.every((p) => /paneer/i.test(p.name))).toBe(true);
    expect(next.products.map((p) => p._id)).not.toContain(first.products[0]!._id);
  });

  it('ranks, among equally relevant products, the one ordered more often first', async () => {
    const before = (await inShop('soft drinks', 48)).products;
    const last = before.filter((p) => p.stockQuantity > 0).at(-1)!;
    const kind = (name: string) => name.replace(/\s+[\d.]+\s*(ml|L)$/, '');
    expect(kind(before[0]!.name)).not.toBe(kind(last.name));
    const buyer = await createTestUser(t, { name: 'Thirsty Customer' });
    const res = await placeOrder(t, buyer, orderBody(bigShop, [{ productId: last._id, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    // Pack sizes stay together: the ordered product's family comes first.
    const after = (await inShop('soft drinks', 48)).products;
    expect(kind(after[0]!.name)).toBe(kind(last.name));
  });

  it('offers replacements most like the item first: same kind, then same size; paged, never the item', async () => {
    const toor = (await inShop('tata sampann toor dal 500 g', 1)).products[0]!;
    expect(toor.name).toBe('Tata Sampann Toor Dal 500 g');
    const picker = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/shops/${bigShop}/products?like=${toor._id}&limit=12${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return pageReply.parse(res.json()).data;
    };
    const first = await picker('&category=Dals%20%26%20Pulses');
    expect(first.products.map((p) => p._id)).not.toContain(toor._id);
    expect(names(first.products, 8).every((n) => /toor dal/i.test(n))).toBe(true);
    expect(first.products[0]!.name).toMatch(/toor dal 500 g$/i);
    const res = await t.app.inject({
      url: `/api/shops/${bigShop}/products?like=${toor._id}&limit=12&category=Dals%20%26%20Pulses&cursor=${first.nextCursor}`,
    });
    const next = pageReply.parse(res.json()).data;
    expect(next.products.length).toBe(12);
    expect(next.products.map((p) => p._id)).not.toContain(first.products[0]!._id);
    // Words narrow the choice; likeness still orders it.
    expect((await picker('&q=dal')).products[0]!.name).toMatch(/toor dal 500 g$/i);
    // The shopper's search ("Dal", from the item's name) ranks the same way.
    expect((await picker('&q=Dal')).products.map((p) => p._id)).not.toContain(toor._id);
    const elsewhere = await t.app.inject({
      url: `/api/shops/${bigShop}/products?like=00000000-0000-4000-8000-000000000000`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const bad = await t.app.inject({ url: `/api/shops/${bigShop}/products?like=toor` });
    expect(bad.statusCode).toBe(400);
  });
  it(
    "reads a one-word search in its kind's order (kindFirst) exactly as the full ranking would",
    async () => {
      const counted = { db: t.database.db, now: () => new Date() };
      const kindCounts = productPages.kindCounts(counted);
      const words = [...new Set(RELEVANCE_SET.map(([q]) => q).filter((q) => searchWords(q).length === 1))];
      // The words whose kind fills a page of three, which the kind path may answer (no other takes it).
      const byKind: string[] = [];
      for (const q of words) {
        const tier = kindTierWord(searchWords(q));
        if (tier && (await kindCounts.of(bigShop, tier)) > 3) byKind.push(q);
      }
      expect(byKind.length).toBeGreaterThanOrEqual(20);
      for (const q of byKind) {
        for (const limit of [3, 48]) {
          const query = { q, sort: 'relevance' as const, limit };
          const fast = await productPages.page({ db: t.database.db, kindCounts }, bigShop, query);
          const full = await productPages.page({ db: t.database.db }, bigShop, query);
          expect(fast, `${q} limit ${limit}`).toEqual(full);
        }
      }
    },
    SET_TIMEOUT_MS,
  );
});
