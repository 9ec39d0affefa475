import { CATALOGUE_CSV_COLUMNS } from '@jhola/domain';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoCatalogue } from '../../seed/seed-demo.js';
import { createTestShop } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

/** Issue 47: what the catalogue's spreadsheet writes, and the units it takes. */
let t: TestApp;
let admin: TestUser;
let demoShops: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  demoShops = await insertDemoCatalogue(t.database.db, { supermarket: false });
  admin = await createTestUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());
afterEach(() => t.setNow(null));

// The aliases column is optional (issue 42): these files are written without it.
const HEADER = CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'aliases').join(',');
const importCsv = (shopId: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/shops/${shopId}/products/import`,
    headers: { ...admin.headers, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
const exportCsv = (shopId: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/shops/${shopId}/products/export`, headers: admin.headers });
const rowsOf = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe('the catalogue export', () => {
  it('guards every text cell a spreadsheet would run as a formula, and an import of it changes nothing', async () => {
    const shop = await createTestShop(t, { name: 'Formula Kirana' });
    const file = [
      HEADER,
      'F-1,"=HYPERLINK(""http://evil.test"",""click"")",+cmd|calc,@SUM(1+1),piece,,10,,5,yes,-1+1',
      'F-2,Plain Atta,Aashirvaad,Staples,kg,,50,,5,yes,atta',
    ].join('\r\n');
    expect((await importCsv(shop.id, file)).json().data).toMatchObject({ created: 2, errors: [] });

    const exported = await exportCsv(shop.id);
    expect(exported.statusCode).toBe(200);
    const [formula, plain] = [...rowsOf(exported.body)].sort((a, b) => a.sku!.localeCompare(b.sku!));
    expect(formula).toMatchObject({
      name: `'=HYPERLINK("http://evil.test","click")`,
      brand: "'+cmd|calc",
      category: "'@SUM(1+1)",
      tags: "'-1+1",
    });
    // Numbers and plain text are written as they are.
    expect(plain).toMatchObject({ name: 'Plain Atta', brand: 'Aashirvaad', price: '50.00', stock: '5' });
    for (const row of rowsOf(exported.body))
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    expect((await importCsv(shop.id, exported.body)).json().data).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
  });

  it("is named after the shop and the India day, not 'products.csv'", async () => {
    const shop = await createTestShop(t, { name: 'Sri Krishna Stores' });
    // 20:00 UTC is already the next day in India.
    t.setNow(new Date('2026-11-28T20:00:00Z'));
    expect((await exportCsv(shop.id)).headers['content-disposition']).toBe(
      'attachment; filename="sri-krishna-stores-products-2026-11-29.csv"',
    );
  });

  it("fills the brand column from each product's brand", async () => {
    const rows = rowsOf((await exportCsv(demoShops.get('Apna Bazaar Kirana Stores')!)).body);
    const brandOf = (name: string) => rows.find((row) => row.name === name)?.brand;
    expect(brandOf('Aashirvaad Whole Wheat Atta 5 kg')).toBe('Aashirvaad');
    expect(brandOf('Amul Malai Paneer 200 g')).toBe('Amul');
    expect(brandOf('Tata Salt 1 kg')).toBe('Tata');
    // Loose goods have none.
    expect(brandOf('Kolam Rice')).toBe('');
  });
});

describe('units', () => {
  it('takes "bunch" (dhaniya and methi are sold by the bunch), also as the Hindi गड्डी', async () => {
    const shop = await createTestShop(t, { name: 'Sabzi Mandi' });
    const file = [
      HEADER,
      'DH-1,Dhaniya,,Vegetables,bunch,,10,,20,yes,',
      'ME-1,Methi,,Vegetables,गड्डी,,12,,20,yes,',
    ].join('\r\n');
    expect((await importCsv(shop.id, file)).json().data).toMatchObject({ created: 2, errors: [] });
    const units = rowsOf((await exportCsv(shop.id)).body).map((row) => [row.name, row.unit]);
    expect(units).toEqual(
      expect.arrayContaining([
        ['Dhaniya', 'bunch'],
        ['Methi', 'bunch'],
      ]),
    );
    const refused = await importCsv(shop.id, [HEADER, 'X-1,Thing,,Misc,sack,,10,,1,yes,'].join('\r\n'));
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(
      'Unit must be one of kg, g, L, ml, pack, dozen, piece, bunch',
    );
  });
});
