import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ICONS } from './icons.gen.js';
import { decodePackLabel } from './pack-label.js';
import { packIcon } from './pack-svg.js';
import { mediaPath, packPath, slugify } from './paths.js';
import { iconFor, renderSvg } from './svg.js';

describe('GET /media/<kind>/<slug>.svg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a small SVG with its size, cached for a year with an ETag', async () => {
    const res = await get('/media/shops/namma-fresh-supermarket.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg [^>]*width="640" height="360"/);
    expect(res.body).toContain('Namma Fresh Supermarket');
    expect(res.body).toContain(ICONS['shopping-cart']);
    expect(res.rawPayload.length).toBeLessThan(4096);
    const product = await get('/media/products/toor-dal.svg');
    expect(product.body).toMatch(/width="320" height="320"/);
    expect(product.body).toContain(ICONS.beans);
    expect(product.rawPayload.length).toBeLessThan(4096);
  });

  it('keeps a long shop name inside the central square a phone shows (the picture cropped to 1:1)', () => {
    const svg = renderSvg('shops', 'namma-fresh-supermarket');
    const lines = [...svg.matchAll(/<text [^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
    expect(lines.map((m) => m[2])).toEqual(['Namma Fresh', 'Supermarket']);
    for (const [, fontSize, line] of lines) {
      // At the widest average glyph of the caption's font, each line fits in the 360 px square.
      expect(line!.length * Number(fontSize) * 0.6).toBeLessThanOrEqual(360);
    }
    expect(svg).toContain('aria-label="Namma Fresh Supermarket"');
    expect([...renderSvg('shops', 'fresh-mart').matchAll(/<text /g)]).toHaveLength(1);
  });

  it('draws what a shop or product is, by the words of its name', () => {
    expect(iconFor('shops', 'sri-krishna-iyengar-bakery')).toBe('croissant');
    expect(iconFor('shops', 'khari-baoli-dry-fruits-spices')).toBe('peanuts');
    expect(iconFor('shops', 'sanjeevani-medical-general-stores')).toBe('pill');
    expect(iconFor('products', 'aashirvaad-whole-wheat-atta-5-kg')).toBe('sheaf-of-rice');
    expect(iconFor('products', 'peanut-butter')).toBe('honey-pot');
    expect(iconFor('products', 'amul-butter-500-g')).toBe('butter');
    expect(iconFor('products', 'price-list')).toBe('package'); // "rice" is a word, not a part of one
    expect(iconFor('shops', 'zzz')).toBe('shopping-bags');
  });

  it('draws the same picture every time and answers 304 to its ETag', async () => {
    const a = await get('/media/products/alphonso-mango.svg');
    const b = await get('/media/products/alphonso-mango.svg');
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    const again = await get('/media/products/alphonso-mango.svg', {
      'if-none-match': a.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/media/products/onion.svg');
    expect(other.headers.etag).not.toBe(a.headers.etag);
  });

  it('is 404 for an unknown kind or a name that is not a slug', async () => {
    for (const url of [
      '/media/users/someone.svg',
      '/media/shops/Bad_Name.svg',
      '/media/shops/x.png',
      '/media/shops/..%2F..%2Fetc%2Fpasswd.svg',
      `/media/shops/${'a'.repeat(90)}.svg`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('serves every image the demo catalogue refers to', async () => {
    await insertDemoCatalogue(t.database.db, { supermarket: false });
    const shops = (await get('/api/shops?limit=100')).json().data.shops as {
      _id: string;
      images: string[];
    }[];
    const paths = new Set<string>();
    for (const shop of shops) {
      for (const image of shop.images) paths.add(image);
      const list = (await get(`/api/products/shop/${shop._id}`)).json().data.products as {
        images: string[];
      }[];
      for (const image of list.flatMap((p) => p.images)) paths.add(image);
    }
    expect(paths.size).toBeGreaterThan(100);
    // Each product its own picture (issue 47: every atta shared one wheat icon).
    const packs = [...paths].filter((p) => p.startsWith('/media/packs/'));
    expect(packs.length).toBeGreaterThan(100);
    for (const path of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      // Every demo picture is an illustration of what it is, not the fallback parcel.
      const file = path.split('/').at(-1)!.slice(0, -4);
      const pack = path.startsWith('/media/packs/') ? decodePackLabel(file) : null;
      const kind = path.startsWith('/media/shops/') ? 'shops' : 'products';
      expect(pack ? packIcon(pack) : iconFor(kind, file), path).not.toMatch(/^(package|shopping-bags)$/);
    }
  });

  it("prints a product's brand, name and size on its packshot, escaped, sized and cached", async () => {
    const path = packPath({ name: "Haldiram's Aloo <Bhujia> 400 g", brand: "Haldiram's", packSize: '400 g' });
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg [^>]*width="320" height="256"/);
    expect(res.body).toContain('>Haldiram&#39;s</text>');
    expect(res.body).toContain('>Aloo &#60;Bhujia&#62;</text>');
    expect(res.body).toContain('>400 g</text>');
    expect(res.body).not.toContain('<Bhujia>');
    expect(res.rawPayload.length).toBeLessThan(5000);
    // Two products of one brand: one colour; of two brands: two.
    const fill = (svg: string) => /<path d="M84 30[^"]*" fill="(#[0-9a-f]+)"/.exec(svg)?.[1];
    const other = await get(
      packPath({ name: "Haldiram's Navratan 200 g", brand: "Haldiram's", packSize: '200 g' }),
    );
    const bikaji = await get(packPath({ name: 'Bikaji Navratan 200 g', brand: 'Bikaji', packSize: '200 g' }));
    expect(fill(other.body)).toBe(fill(res.body));
    expect(fill(bikaji.body)).not.toBe(fill(res.body));
  });

  it('is 404 for a pack whose name is not a label', async () => {
    const notLabel = Buffer.from(JSON.stringify({ brand: 'x' })).toString('base64url');
    const tooLong = Buffer.from(JSON.stringify(['a'.repeat(81), '', '', ''])).toString('base64url');
    for (const url of [
      '/media/packs/notbase64!.svg',
      `/media/packs/${notLabel}.svg`,
      `/media/packs/${tooLong}.svg`,
      '/media/packs/abc.svg',
      `/media/packs/${'A'.repeat(700)}.svg`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    // A long name is still a picture (longer than a route parameter's usual 100 characters).
    const long = packPath({
      name: 'Mysore Sandal Moisturising Lotion With Sandalwood Oil And Turmeric 200 ml',
      brand: 'Mysore Sandal',
      packSize: '200 ml',
      icon: 'Moisturising Lotion',
    });
    expect(long.length).toBeGreaterThan(120);
    expect((await get(long)).statusCode).toBe(200);
  });

  it('makes slugs from any label', () => {
    expect(slugify("Haldiram's Aloo Bhujia 400 g")).toBe('haldiram-s-aloo-bhujia-400-g');
    expect(slugify('  ---  ')).toBe('item');
    expect(mediaPath('shops', 'Café Crème')).toBe('/media/shops/cafe-creme.svg');
  });
});
