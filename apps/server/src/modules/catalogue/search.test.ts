import { catalogueSearchSchema, successEnvelope } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { FALLBACK_ICON } from '../media/icon-rules.js';
import { decodePackLabel } from '../media/pack-label.js';
import { packIcon } from '../media/pack-svg.js';
import { SEARCH_PRODUCTS_PER_SHOP } from './search-service.js';

const DADAR = 'lat=19.0213&lng=72.8424';
const INDIRANAGAR = 'lat=12.9784&lng=77.6408';
const replySchema = successEnvelope(catalogueSearchSchema);

describe('GET /api/search', () => {
  let t: TestApp;
  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return replySchema.parse(res.json()).data;
  };
  const productNames = async (query: string) => (await search(query)).products.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2025-06-02T12:00:00+05:30'));
    await insertDemoCatalogue(t.database.db, { supermarket: false });
  });
  afterAll(async () => t.close());

  it('finds products by Hindi words typed in Latin letters', async () => {
    expect(await productNames(`q=atta&${DADAR}`)).toContain('Aashirvaad Whole Wheat Atta 5 kg');
    expect(await productNames(`q=chawal&${DADAR}`)).toContain('Kolam Rice');
    expect(await productNames(`q=doodh&${DADAR}`)).toContain('Amul Taaza Toned Milk 1 L');
    expect(await productNames(`q=paneer&${DADAR}`)).toContain('Amul Malai Paneer 200 g');
    expect(await productNames(`q=dal&${DADAR}`)).toContain('Toor Dal');
    expect(await productNames(`q=Daal&${DADAR}`)).toContain('Toor Dal');
  });

  it('finds the everyday staples in the Mumbai kirana, each with its own picture', async () => {
    const kirana = async (q: string) =>
      (await search(`q=${encodeURIComponent(q)}&${DADAR}`)).products.filter(
        (p) => p.shop.name === 'Apna Bazaar Kirana Stores',
      );
    const wanted: [query: string, name: RegExp][] = [
      ['onion', /^Onion \d/],
      ['pyaz', /^Onion \d/],
      ['potato', /^Potato \d/],
      ['aloo', /^Potato \d/],
      ['tomatoes', /^Tomato \d/],
      ['tamatar', /^Tomato \d/],
      ['bread', /Bread|Pav/],
      ['ladi pav', /^Ladi Pav/],
      ['soft drinks', /Coca-Cola|Thums Up|Pepsi|Sprite/],
      ['coke', /^Coca-Cola/],
      ['thums up', /^Thums Up/],
    ];
    for (const [query, name] of wanted) {
      const found = await kirana(query);
      expect(found[0]?.name, query).toMatch(name);
      for (const product of found) {
        // Its packshot (issue 47) draws what the product is, not the catch-all parcel.
        const label = decodePackLabel(product.images[0]!.replace(/^\/media\/packs\/|\.svg$/g, ''));
        expect(label, product.name).not.toBeNull();
        expect(packIcon(label!), product.name).not.toBe(FALLBACK_ICON.products);
      }
    }
    // Sold by weight as a local shop sells them: one card with three sizes.
    const onions = await kirana('onion');
    expect(onions.map((p) => p.packSize).sort()).toEqual(['1 kg', '250 g', '500 g']);
    expect(new Set(onions.map((p) => p.familyKey)).size).toBe(1);
  });

  it('searches only the shops that deliver to the place, and names each product’s shop', async () => {
    const mumbai = await search(`q=atta&${DADAR}`);
    expect(mumbai.products.length).toBeGreaterThan(0);
    expect(new Set(mumbai.products.map((p) => p.shop.name))).toEqual(new Set(['Apna Bazaar Kirana Stores']));
    const bengaluru = await search(`q=atta&${INDIRANAGAR}`);
    expect(new Set(bengaluru.products.map((p) => p.shop.name))).toEqual(new Set(['Namma Fresh Supermarket']));
    const everywhere = await search('q=atta');
    expect(new Set(everywhere.products.map((p) => p.shop.name)).size).toBeGreaterThanOrEqual(2);
  });

  it('ranks products named after the search above those only tagged with it, in stock first', async () => {
    const found = (await search(`q=rice&${DADAR}`)).products;
    expect(found[0]!.name).toBe('Kolam Rice');
    // Poha is "flattened rice": a match in its description only does not count.
    expect(found.map((p) => p.name)).not.toContain('Poha (Thick)');
    const words = (await search(`q=wheat atta&${DADAR}`)).products;
    expect(words.every((p) => /wheat atta/i.test(p.name))).toBe(true);
  });

  it('tolerates a typo in a longer word when nothing matches exactly', async () => {
    expect(await productNames(`q=chawl&${DADAR}`)).toContain('Kolam Rice');
  });

  it('matches words at their start, so "rice" does not find "price"', async () => {
    const res = await search('q=ice');
    expect(res.products.map((p) => p.name)).not.toContain('Kolam Rice');
  });

  it('finds shops by name or category, in the home order', async () => {
    const res = await search(`q=dairy&${DADAR}`);
    expect(res.shops.map((s) => s.name)).toEqual(['Mahalaxmi Dairy Farm']);
    expect(res.shops[0]!.distanceKm).toBeGreaterThan(0);
  });

  it('answers nothing, not everything, for a search of only punctuation', async () => {
    expect(await search('q=%25%25')).toEqual({ shops: [], products: [], didYouMean: null });
  });

  it('is 400 for a missing or empty search and for a place abroad', async () => {
    for (const [query, message] of [
      ['', undefined],
      ['q=%20%20', 'Type something to search for'],
      ['q=atta&lat=51.5&lng=-0.12', 'Choose a place in India: lat and lng must be coordinates in India'],
      [`q=${'a'.repeat(101)}`, 'Search at most 100 characters'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      if (message) expect(res.json().message, query).toBe(message);
    }
  });
  it('takes at most eight products of one shop, so one shop cannot fill the answer', async () => {
    // "fresh" is a tag of many products of the Dadar kirana and the fish shop.
    const { products } = await search(`q=fresh&${DADAR}`);
    const perShop = new Map<string, string[]>();
    for (const p of products) perShop.set(p.shop._id, [...(perShop.get(p.shop._id) ?? []), p._id]);
    expect(perShop.size).toBeGreaterThan(1);
    for (const [shopId, ids] of perShop) {
      const res = await t.app.inject({ url: `/api/shops/${shopId}/products?q=fresh&limit=100` });
      const inShop = res.json().data as { total: number; products: { _id: string }[] };
      // Each shop gives its matches up to eight; the ones it gives are its own matches, once each.
      expect(ids.length).toBe(Math.min(inShop.total, SEARCH_PRODUCTS_PER_SHOP));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => inShop.products.some((p) => p._id === id))).toBe(true);
    }
    expect([...perShop.values()].some((ids) => ids.length === SEARCH_PRODUCTS_PER_SHOP)).toBe(true);
  });
});
